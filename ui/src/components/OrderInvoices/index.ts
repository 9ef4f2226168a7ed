export { OrderInvoices, type OrderInvoicesProps } from './OrderInvoices';
export { VoucherPdfLink, type VoucherPdfLinkProps } from './VoucherPdfLink';
