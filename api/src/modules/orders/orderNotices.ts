import type { Queryable } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { Settings } from '../../settings';
import { orderLinks, stepMail } from './orderMail';
import { readOrders, type OrderRecord } from './orderQueries';

export type NoticeDependencies = { mailer: Mailer; settings: Pick<Settings, 'bank' | 'publicUrl' | 'company'> };

/**
 * The order as it now stands, with the mail of the state it just entered queued in the step's own
 * transaction: the mail goes if, and only if, the step commits, and a mail server that is down
 * only delays it.
 */
export async function announceStep(tx: Queryable, { mailer, settings }: NoticeDependencies, orderId: number): Promise<OrderRecord> {
  const [record] = await readOrders(tx, [orderId], settings.bank);
  const mail = stepMail(record!.order, orderLinks(settings.publicUrl, orderId, record!.userId), settings.company);
  if (mail) await mailer.send(mail, tx);
  return record!;
}
