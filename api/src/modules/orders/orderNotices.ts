import type { Queryable } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { Settings } from '../../settings';
import { invoiceIdOf } from '../invoices/invoiceQueries';
import { createInvoiceTokens, invoicePdfPath, mailLinkExpiry } from '../invoices/invoiceTokens';
import { orderLinks, stepMail } from './orderMail';
import { readOrders, type OrderRecord } from './orderQueries';

export type NoticeDependencies = { mailer: Mailer; settings: Pick<Settings, 'bank' | 'publicUrl' | 'company'> & Partial<Pick<Settings, 'jwtSecret'>> };

/**
 * The voucher a step's mail links: the invoice queued with the payment, the credit note with the
 * refund. The mail goes before ARCA answers, so its link lasts a year and the PDF route shows the
 * voucher whenever it is issued (until then, it says to try again in a few minutes).
 */
async function voucherLink(tx: Queryable, settings: NoticeDependencies['settings'], record: OrderRecord): Promise<string | undefined> {
  const kind = record.order.status === 'paid' ? 'facturaB' : record.order.status === 'refunded' ? 'notaDeCreditoB' : undefined;
  const id = kind && (await invoiceIdOf(tx, record.order.id, kind));
  if (!id) return undefined;
  return `${settings.publicUrl}${invoicePdfPath(createInvoiceTokens(settings.jwtSecret), id, mailLinkExpiry(new Date()))}`;
}

/**
 * The order as it now stands, with the mail of the state it just entered queued in the step's own
 * transaction: the mail goes if, and only if, the step commits, and a mail server that is down
 * only delays it.
 */
export async function announceStep(tx: Queryable, { mailer, settings }: NoticeDependencies, orderId: number): Promise<OrderRecord> {
  const [record] = await readOrders(tx, [orderId], settings.bank);
  const invoice = await voucherLink(tx, settings, record!);
  const mail = stepMail(record!.order, { ...orderLinks(settings.publicUrl, orderId, record!.userId), ...(invoice ? { invoice } : {}) }, settings.company);
  if (mail) await mailer.send(mail, tx);
  return record!;
}
