import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CouponApplyBody,
  CouponApplyParams,
  CouponApplyResponse,
  GuestOrderBody,
  OrderBody,
  OrderCreatedResponse,
  type OrderRequest,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { ZippinApi } from '../../providers/zippin/zippin';
import type { Settings } from '../../settings';
import { userById } from '../users/userQueries';
import { couponUsedBy } from './orderQueries';
import { expireUnpaidOrders } from './orderStates';
import { idempotencyKey } from './idempotency';
import { placeOrder, type Customer } from './placeOrder';

type OrdersOptions = { db: Database; settings: Settings; zippin: ZippinApi };

/** How often the server looks for unpaid card and Mercado Pago orders past their expiry. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * POST /api/order/user and /api/order/guest (spec §7), POST /api/coupons/{code}/apply, and the
 * sweep that expires unpaid orders.
 */
const orderRoutes: ShopPlugin<OrdersOptions> = async (app, { db, settings, zippin }) => {
  const tags = ['Órdenes'];
  const response = { 201: contract(OrderCreatedResponse) };

  /** Places the order (once per Idempotency-Key) and answers it with 201. */
  async function answer(request: FastifyRequest, reply: FastifyReply, body: OrderRequest, customer: Customer, scope: string) {
    const key = idempotencyKey(request.headers['idempotency-key'], scope, body);
    const { order, replayed } = await placeOrder({ db, zippin, settings, log: request.log, mailer: app.mailer }, body, customer, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    reply.status(201);
    return { ok: true as const, orderCreated: order };
  }

  app.post(
    '/api/order/user',
    { schema: { tags, security: [{ bearer: [] }], body: contract(OrderBody), response }, onRequest: app.authenticate },
    async (request, reply) => {
      const user = await userById(db, request.user.userId);
      if (!user) throw new HttpError(401, 'Inicia sesión para continuar.');
      const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
      const customer = { userId: user.id, name, email: user.email, phone: user.phone ?? '', cuil: user.cuil };
      return answer(request, reply, request.body, customer, `user:${user.id}`);
    },
  );

  app.post('/api/order/guest', { schema: { tags, body: contract(GuestOrderBody), response } }, async (request, reply) => {
    const { name, email, phone, cuil } = request.body;
    return answer(request, reply, request.body, { userId: null, name, email: email.trim().toLowerCase(), phone, cuil }, 'guest');
  });

  // The coupon's use was counted when the order was placed; this only says so, and never counts twice.
  app.post(
    '/api/coupons/:code/apply',
    {
      schema: {
        tags: ['Cupones'],
        params: contract(CouponApplyParams),
        body: contract(CouponApplyBody),
        response: { 200: contract(CouponApplyResponse) },
      },
    },
    async (request) => {
      const { orderId } = request.body;
      const used = await couponUsedBy(db, orderId, request.params.code);
      if (!used) throw new HttpError(404, 'Esa orden no usó este cupón.');
      return { ok: true, orderId, coupon: used.coupon, discountAmount: used.discount };
    },
  );

  let sweep: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      running = expireUnpaidOrders(db, new Date())
        .then((ids) => {
          if (ids.length > 0) app.log.info({ orders: ids }, 'órdenes vencidas sin pagar: stock devuelto');
        })
        .catch((error) => app.log.error({ err: error }, 'no se pudieron vencer las órdenes impagas'));
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
};

export const orders = fp(orderRoutes, { name: 'orders', dependencies: ['authentication', 'mail'], encapsulate: true });
