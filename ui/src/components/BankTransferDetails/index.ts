export { BankTransferDetails, type BankTransferDetailsProps } from './BankTransferDetails';
