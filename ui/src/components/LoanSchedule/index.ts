export * from './LoanSchedule';
