export { MobileSummaryBar, type MobileSummaryBarProps } from './MobileSummaryBar';
