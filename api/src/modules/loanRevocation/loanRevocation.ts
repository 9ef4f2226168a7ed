import fp from 'fastify-plugin';
import { argentinaDateKey, FINAL_STATUSES, IdParams, LoanRequestResponse, ORDER_STATUS_LABELS, type LoanRequestKind } from '@tienda/domain';
import { revocationDeadline } from '@tienda/domain/businessDays';
import type { Database, Queryable } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { orderLinks } from '../orders/orderMail';
import { orderById } from '../orders/orderQueries';
import { operatorMove, withdrawalRequested } from '../orders/orderStates';
import { dayMonthYear } from '../withdrawals/withdrawalDeadline';
import { requestCode } from '../withdrawals/requestCodes';
import { loanRequestCode, lockedLoanOrder, recordLoanRequest, type LoanOrder } from './loanRequestQueries';
import { cancellationReceipt, loanRequestNotice, revocationReceipt } from './loanRevocationMail';
import { acceptanceOf } from './loanRevocationState';

// Said alike to another member and for a number that does not exist (as "Mis compras" says it).
const NOT_FOUND = 'No encontramos esa compra.';

const CODE_PREFIX: Record<LoanRequestKind, string> = { revocation: 'REV', cancellation: 'BAJ' };

type LoanRevocationOptions = { db: Database; settings: Pick<Settings, 'bank' | 'shopInbox' | 'publicUrl'> };

/**
 * A borrower's revocation of their loan (POST /api/user/orders/{id}/loan/revocation: within 10
 * business days of accepting it, no cost, no reason) and their request for its "baja"
 * (POST /api/user/orders/{id}/loan/cancellation: any time). The owner only; each is recorded with
 * a code, mailed to the borrower and to the shop in the same transaction; asked again, the first code.
 */
const loanRevocationRoutes: ShopPlugin<LoanRevocationOptions> = async (app, { db, settings }) => {
  const schema = { tags: ['Usuario'], security: [{ bearer: [] }], params: contract(IdParams), response: { 200: contract(LoanRequestResponse) } };

  /** The member's own loan order, locked; 404 for anyone else's, 409 for an order not paid with a loan. */
  async function ownLoanOrder(tx: Queryable, orderId: number, userId: number): Promise<LoanOrder & { loan: NonNullable<LoanOrder['loan']> }> {
    const order = await lockedLoanOrder(tx, orderId);
    if (!order || order.user_id !== userId) throw new HttpError(404, NOT_FOUND);
    if (order.payment_method !== 'Prestamo' || !order.loan) throw new HttpError(409, `La compra N° ${orderId} no se pagó con un préstamo.`);
    return order as LoanOrder & { loan: NonNullable<LoanOrder['loan']> };
  }

  const closedRefusal = (orderId: number, order: LoanOrder) =>
    new HttpError(409, `La compra N° ${orderId} está ${ORDER_STATUS_LABELS[order.status]}: su préstamo no sigue vigente.`);

  /** Revokes the loan: an unpaid order is cancelled and its stock returned; a paid one moves to withdrawal_requested (the goods come back). */
  async function revoke(orderId: number, userId: number, now: Date): Promise<string> {
    return db.transaction(async (tx: Queryable) => {
      const order = await ownLoanOrder(tx, orderId, userId);
      const earlier = await loanRequestCode(tx, orderId, 'revocation');
      if (earlier) return earlier;
      const deadline = revocationDeadline(acceptanceOf(order.loan, order.created_at));
      if (argentinaDateKey(now.getTime()) > deadline) {
        throw new HttpError(
          409,
          `El plazo para revocar el préstamo de la compra N° ${orderId} venció el ${dayMonthYear(deadline)}. Puedes solicitar la baja del préstamo desde esta misma página.`,
        );
      }
      if (FINAL_STATUSES.includes(order.status)) throw closedRefusal(orderId, order);
      const cancelled = order.status === 'pending_payment';
      if (cancelled) await operatorMove(tx, orderId, 'cancelled', now);
      else await withdrawalRequested(tx, orderId, now);
      const code = requestCode(CODE_PREFIX.revocation);
      await recordLoanRequest(tx, orderId, 'revocation', code, order.status);
      const borrower = { name: order.contact_name, email: order.contact_email };
      const follow = orderLinks(settings.publicUrl, orderId, userId).follow;
      await app.mailer.send(revocationReceipt(borrower, orderId, code, cancelled ? 'cancelled' : 'goods_back', follow), tx);
      await app.mailer.send(loanRequestNotice(settings.shopInbox, 'revocation', borrower, orderId, code), tx);
      return code;
    });
  }

  /** Records the borrower's "baja" request; the order stays as it is, the staff take it from there. */
  async function requestCancellation(orderId: number, userId: number): Promise<string> {
    return db.transaction(async (tx: Queryable) => {
      const order = await ownLoanOrder(tx, orderId, userId);
      const earlier = await loanRequestCode(tx, orderId, 'cancellation');
      if (earlier) return earlier;
      const revoked = await loanRequestCode(tx, orderId, 'revocation');
      if (revoked) throw new HttpError(409, `Ya revocaste el préstamo de la compra N° ${orderId} (código ${revoked}): no queda nada que dar de baja.`);
      if (FINAL_STATUSES.includes(order.status)) throw closedRefusal(orderId, order);
      const code = requestCode(CODE_PREFIX.cancellation);
      await recordLoanRequest(tx, orderId, 'cancellation', code, order.status);
      const borrower = { name: order.contact_name, email: order.contact_email };
      const follow = orderLinks(settings.publicUrl, orderId, userId).follow;
      await app.mailer.send(cancellationReceipt(borrower, orderId, code, follow), tx);
      await app.mailer.send(loanRequestNotice(settings.shopInbox, 'cancellation', borrower, orderId, code), tx);
      return code;
    });
  }

  async function answer(orderId: number, code: string, message: string) {
    const order = await orderById(db, orderId, settings.bank);
    return { ok: true as const, code, message, order: order! };
  }

  app.post('/api/user/orders/:id/loan/revocation', { schema, onRequest: app.authenticate }, async (request) => {
    const { id } = request.params;
    const code = await revoke(id, request.user.userId, new Date());
    return answer(id, code, `Revocaste el préstamo de la compra N° ${id}. Tu código es ${code}.`);
  });

  app.post('/api/user/orders/:id/loan/cancellation', { schema, onRequest: app.authenticate }, async (request) => {
    const { id } = request.params;
    const code = await requestCancellation(id, request.user.userId);
    return answer(id, code, `Recibimos tu solicitud de baja del préstamo de la compra N° ${id}. Tu código es ${code}.`);
  });
};

export const loanRevocation = fp(loanRevocationRoutes, { name: 'loanRevocation', dependencies: ['authentication', 'mail'], encapsulate: true });
