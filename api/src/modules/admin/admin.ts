import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { enums, optional, type } from 'superstruct';
import { IdParams, ORDER_STATUSES, type OrderStatus } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { paidMail } from '../orders/orderMail';
import { latestOrders, orderById } from '../orders/orderQueries';
import { cancelOrder, markDelivered, payOrder } from '../orders/orderStates';

const ListQuery = type({ status: optional(enums(ORDER_STATUSES)) });
const LIST_LIMIT = 200;

const digest = (text: string) => createHash('sha256').update(text).digest();

type AdminOptions = { db: Database; settings: Pick<Settings, 'adminToken' | 'bank'> };

/**
 * The operator's routes, behind `Authorization: Bearer <ADMIN_TOKEN>` and only when that setting
 * exists: the orders, and the steps a person takes — a transfer or a loan seen paid, an order
 * delivered (the withdrawal's 10 days start), an unpaid order cancelled (its stock returns).
 */
export const admin: FastifyPluginAsync<AdminOptions> = async (app, { db, settings }) => {
  const expected = digest(`Bearer ${settings.adminToken}`);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw new HttpError(401, 'Acceso solo para el operador.');
  });
  const schema = { tags: ['Operador'], security: [{ bearer: [] }] };
  const withId = { ...schema, params: contract(IdParams) };

  const orderJson = async (id: number) => (await orderById(db, id, settings.bank))!;

  app.get<{ Querystring: { status?: OrderStatus } }>('/api/admin/orders', { schema: { ...schema, querystring: contract(ListQuery) } }, async (request) => {
    return { ok: true, orders: await latestOrders(db, request.query.status, LIST_LIMIT, settings.bank) };
  });

  app.post<{ Params: { id: number } }>('/api/admin/orders/:id/paid', { schema: withId }, async (request) => {
    // Only from pending: the operator never revives an order that expired or was cancelled.
    const paid = await db.transaction(async (tx) => {
      const [order] = await tx.query<{ status: string }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [request.params.id]);
      return order?.status === 'pending_payment' && (await payOrder(tx, request.params.id, new Date())) === 'paid';
    });
    if (!paid) throw new HttpError(409, 'Solo una orden pendiente de pago se puede marcar pagada.');
    const order = await orderJson(request.params.id);
    await app.mailer.send(paidMail(order)).catch((error) => request.log.error({ err: error }, 'no se pudo avisar el pago'));
    return { ok: true, order };
  });

  app.post<{ Params: { id: number } }>('/api/admin/orders/:id/delivered', { schema: withId }, async (request) => {
    if (!(await markDelivered(db, request.params.id, new Date()))) throw new HttpError(409, 'Solo una orden pagada y aún no entregada se puede marcar entregada.');
    return { ok: true, order: await orderJson(request.params.id) };
  });

  app.post<{ Params: { id: number } }>('/api/admin/orders/:id/cancel', { schema: withId }, async (request) => {
    if (!(await cancelOrder(db, request.params.id, new Date()))) throw new HttpError(409, 'Solo una orden pendiente de pago se puede cancelar.');
    return { ok: true, order: await orderJson(request.params.id) };
  });
};
