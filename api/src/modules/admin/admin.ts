import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AdminOrderResponse, AdminOrdersQuery, AdminOrdersResponse, IdParams, ShippedBody, type OrderShipment, type OrderStatus } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { announceStep } from '../orders/orderNotices';
import { orderPage } from '../orders/orderQueries';
import { operatorMove } from '../orders/orderStates';

/** Orders on a page of the operator's list, unless the query asks for another number. */
const ORDERS_PER_PAGE = 20;

const digest = (text: string) => createHash('sha256').update(text).digest();

type AdminOptions = { db: Database; settings: Pick<Settings, 'adminToken' | 'bank' | 'publicUrl'> };

/** The steps the operator takes on an order, by the last part of their address. */
const STEPS: [path: string, to: OrderStatus][] = [
  ['paid', 'paid'],
  ['preparing', 'preparing'],
  ['ready-for-pickup', 'ready_for_pickup'],
  ['delivered', 'delivered'],
  ['refunded', 'refunded'],
  ['cancel', 'cancelled'],
];

/**
 * The operator's routes, behind `Authorization: Bearer <ADMIN_TOKEN>` and only when that setting
 * exists: the orders, paged and filtered, and the steps of their life a person takes — a transfer
 * or a loan seen paid, preparing, shipped (carrier and tracking code) or ready for pickup,
 * delivered (the withdrawal's 10 days start), a withdrawal refunded, an unpaid order cancelled
 * (its stock returns). Each step is checked against the order's life and mails the shopper when
 * it is one they care about.
 */
const adminRoutes: ShopPlugin<AdminOptions> = async (app, { db, settings }) => {
  const expected = digest(`Bearer ${settings.adminToken}`);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw new HttpError(401, 'Acceso solo para el operador.');
  });
  const schema = { tags: ['Operador'], security: [{ bearer: [] }] };
  const orderStep = { ...schema, params: contract(IdParams), response: { 200: contract(AdminOrderResponse) } };

  /** Moves the order and queues its mail in one transaction; answers the order as it now stands. */
  async function step(orderId: number, to: OrderStatus, shipment?: OrderShipment) {
    const { order } = await db.transaction(async (tx) => {
      await operatorMove(tx, orderId, to, new Date(), shipment);
      return announceStep(tx, { mailer: app.mailer, settings }, orderId);
    });
    return { ok: true, order };
  }

  const orderList = { ...schema, querystring: contract(AdminOrdersQuery), response: { 200: contract(AdminOrdersResponse) } };
  app.get('/api/admin/orders', { schema: orderList }, async (request) => {
    const { status, from, to, page = 1, perPage = ORDERS_PER_PAGE } = request.query;
    const { records, total } = await orderPage(db, { status, from, to }, page, perPage, settings.bank);
    return {
      ok: true,
      orders: records.map(({ order, withdrawalCode }) => ({ ...order, withdrawalCode })),
      page,
      totalPages: Math.max(1, Math.ceil(total / perPage)),
    };
  });

  for (const [path, to] of STEPS) {
    app.post(`/api/admin/orders/:id/${path}`, { schema: orderStep }, (request) => step(request.params.id, to));
  }

  app.post('/api/admin/orders/:id/shipped', { schema: { ...orderStep, body: contract(ShippedBody) } }, (request) => {
    const { carrier, trackingCode, trackingUrl } = request.body;
    return step(request.params.id, 'shipped', { carrier, trackingCode, trackingUrl: trackingUrl ?? null });
  });
};

export const admin = fp(adminRoutes, { name: 'admin', dependencies: ['mail'], encapsulate: true });
