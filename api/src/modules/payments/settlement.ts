import { chargedInstallments, chargedTotal, roundMoney, type OrderCardPlan } from '@tienda/domain';
import type { Database, Queryable } from '../../db/database';
import type { PaymentState } from '../../providers/checkout';
import { announceStep, type NoticeDependencies } from '../orders/orderNotices';
import { payOrder, type PayOutcome } from '../orders/orderStates';
import type { Provider } from './paymentQueries';

/** What a provider said about a payment when the shop asked it (never what a notification claimed). */
export type PaymentReport = {
  provider: Provider;
  source: 'webhook' | 'return';
  /** Mercado Pago's payment id, or Getnet's order uuid. */
  reference: string;
  orderId: number;
  state: PaymentState;
  /** The amount paid, when the provider tells it. */
  amount: number | null;
  /** The instalments it was paid in, when the provider tells it. */
  installments: number | null;
};

export type Outcome = PayOutcome | 'pending' | 'rejected' | 'amount_mismatch' | 'installments_mismatch';

/**
 * The instalments a payment must be in to pay the order: the plan's, which the provider must confirm
 * (an order in "6 cuotas fijas" paid in one payment, or in other instalments, is not the contract
 * the shopper was shown); one payment when the provider does not say, for an order of one payment.
 */
function installmentsAgree(report: PaymentReport, cardPlan: OrderCardPlan | null): boolean {
  return (report.installments ?? (cardPlan ? null : 1)) === chargedInstallments({ cardPlan });
}

async function outcomeOf(tx: Queryable, report: PaymentReport, now: Date): Promise<Outcome> {
  const [order] = await tx.query<{ total: number; cardPlan: OrderCardPlan | null }>(
    'SELECT total::float8 AS total, card_plan AS "cardPlan" FROM orders WHERE id = $1 FOR UPDATE',
    [report.orderId],
  );
  if (!order) return 'unknown_order';
  // A pending or rejected payment leaves the order waiting: the shopper may try again, or it expires.
  if (report.state !== 'approved') return report.state;
  if (report.amount !== null && roundMoney(report.amount) < chargedTotal(order)) return 'amount_mismatch';
  // Not taken as paying the order: it stays unpaid (and expires) and the staff refund the payment.
  if (!installmentsAgree(report, order.cardPlan)) return 'installments_mismatch';
  return payOrder(tx, report.orderId, now);
}

/**
 * Applies a provider's report to its order and records it, in one transaction on the order's
 * locked row. Webhooks and returns may come in any order, late, or many times: the order
 * becomes paid once (its paid mail queued with it), and a paid order never goes back.
 */
export function settlePayment(db: Database, report: PaymentReport, notices: NoticeDependencies, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const outcome = await outcomeOf(tx, report, now);
    if (outcome === 'paid') await announceStep(tx, notices, report.orderId);
    await tx.query(
      'INSERT INTO payment_events (provider, source, payment_reference, order_id, state, amount, installments, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [report.provider, report.source, report.reference, outcome === 'unknown_order' ? null : report.orderId, report.state, report.amount, report.installments, outcome],
    );
    return outcome;
  });
}
