export * from './LoanContractSummary';
