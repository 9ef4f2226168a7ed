import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { enums, optional, type } from 'superstruct';
import { AdminOrderResponse, AdminOrdersResponse, IdParams, ORDER_STATUSES } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { paidMail } from '../orders/orderMail';
import { latestOrders, lockedStatus, orderById } from '../orders/orderQueries';
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
const adminRoutes: ShopPlugin<AdminOptions> = async (app, { db, settings }) => {
  const expected = digest(`Bearer ${settings.adminToken}`);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw new HttpError(401, 'Acceso solo para el operador.');
  });
  const schema = { tags: ['Operador'], security: [{ bearer: [] }] };
  const orderStep = { ...schema, params: contract(IdParams), response: { 200: contract(AdminOrderResponse) } };

  const orderJson = async (id: number) => (await orderById(db, id, settings.bank))!;

  const orderList = { ...schema, querystring: contract(ListQuery), response: { 200: contract(AdminOrdersResponse) } };
  app.get('/api/admin/orders', { schema: orderList }, async (request) => {
    return { ok: true, orders: await latestOrders(db, request.query.status, LIST_LIMIT, settings.bank) };
  });

  app.post('/api/admin/orders/:id/paid', { schema: orderStep }, async (request) => {
    // Only from pending: the operator never revives an order that expired or was cancelled.
    const paid = await db.transaction(async (tx) => {
      return (await lockedStatus(tx, request.params.id)) === 'pending_payment' && (await payOrder(tx, request.params.id, new Date())) === 'paid';
    });
    if (!paid) throw new HttpError(409, 'Solo una orden pendiente de pago se puede marcar pagada.');
    const order = await orderJson(request.params.id);
    await app.mailer.send(paidMail(order)).catch((error) => request.log.error({ err: error }, 'no se pudo avisar el pago'));
    return { ok: true, order };
  });

  app.post('/api/admin/orders/:id/delivered', { schema: orderStep }, async (request) => {
    if (!(await markDelivered(db, request.params.id, new Date()))) throw new HttpError(409, 'Solo una orden pagada y aún no entregada se puede marcar entregada.');
    return { ok: true, order: await orderJson(request.params.id) };
  });

  app.post('/api/admin/orders/:id/cancel', { schema: orderStep }, async (request) => {
    if (!(await cancelOrder(db, request.params.id, new Date()))) throw new HttpError(409, 'Solo una orden pendiente de pago se puede cancelar.');
    return { ok: true, order: await orderJson(request.params.id) };
  });
};

export const admin = fp(adminRoutes, { name: 'admin', dependencies: ['mail'], encapsulate: true });
