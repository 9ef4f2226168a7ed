export { LoanUsageBar, type LoanUsageBarProps } from './LoanUsageBar';
