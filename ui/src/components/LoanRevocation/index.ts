export { LoanRevocation, type LoanRevocationProps } from './LoanRevocation';
