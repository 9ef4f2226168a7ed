import { createPurposeTokens } from '../auth/purposeTokens';

/**
 * How long a link signed for a page that shows the order opens the PDF ("Mis compras", the tracking
 * page, the back office): the page signs a new one each time it is read.
 */
export const INVOICE_VIEW_LINK_HOURS = 24;
/** The "paid" mail's link: sent before ARCA answers, it must still open the invoice whenever the buyer reads it. */
export const INVOICE_MAIL_LINK_DAYS = 365;

export type InvoiceTokens = ReturnType<typeof createInvoiceTokens>;

/** Links to one voucher's PDF: signed for 'invoice', the voucher's id their subject. */
export const createInvoiceTokens = (secret: string | undefined) => createPurposeTokens(secret, 'invoice');

/** The PDF's address (path and query), opening it until `expiresAt`. */
export const invoicePdfPath = (tokens: InvoiceTokens, invoiceId: number, expiresAt: Date) =>
  `/api/invoices/${invoiceId}.pdf?token=${tokens.sign(invoiceId, expiresAt)}`;

export const viewLinkExpiry = (now: Date) => new Date(now.getTime() + INVOICE_VIEW_LINK_HOURS * 3_600_000);
export const mailLinkExpiry = (now: Date) => new Date(now.getTime() + INVOICE_MAIL_LINK_DAYS * 86_400_000);

/** The PDF's link signed now, for a page that shows the voucher to whoever may see its order. */
export const viewLinks = (tokens: InvoiceTokens) => (invoiceId: number) => invoicePdfPath(tokens, invoiceId, viewLinkExpiry(new Date()));
