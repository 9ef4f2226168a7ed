import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CouponApplyBody,
  CouponApplyParams,
  GuestOrderBody,
  OrderBody,
  type GuestOrderRequest,
  type OrderRequest,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { ZippinApi } from '../../providers/zippin/zippin';
import type { Settings } from '../../settings';
import { userById } from '../users/userQueries';
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
export const orders: FastifyPluginAsync<OrdersOptions> = async (app, { db, settings, zippin }) => {
  const tags = ['Órdenes'];

  async function answer(request: FastifyRequest, reply: FastifyReply, body: OrderRequest, customer: Customer, scope: string) {
    const key = idempotencyKey(request.headers['idempotency-key'], scope, body);
    const { order, replayed } = await placeOrder({ db, zippin, settings, log: request.log, mailer: app.mailer }, body, customer, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(201).send({ ok: true, orderCreated: order });
  }

  app.post<{ Body: OrderRequest }>(
    '/api/order/user',
    { schema: { tags, security: [{ bearer: [] }], body: contract(OrderBody) }, onRequest: app.authenticate },
    async (request, reply) => {
      const user = await userById(db, request.user.userId);
      if (!user) throw new HttpError(401, 'Iniciá sesión para continuar.');
      const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
      const customer = { userId: user.id, name, email: user.email, phone: user.phone ?? '', cuil: user.cuil };
      return answer(request, reply, request.body, customer, `user:${user.id}`);
    },
  );

  app.post<{ Body: GuestOrderRequest }>('/api/order/guest', { schema: { tags, body: contract(GuestOrderBody) } }, async (request, reply) => {
    const { name, email, phone, cuil } = request.body;
    return answer(request, reply, request.body, { userId: null, name, email: email.trim().toLowerCase(), phone, cuil }, 'guest');
  });

  // The coupon's use was counted when the order was placed; this only says so, and never counts twice.
  app.post<{ Params: { code: string }; Body: { orderId: number } }>(
    '/api/coupons/:code/apply',
    { schema: { tags: ['Cupones'], params: contract(CouponApplyParams), body: contract(CouponApplyBody) } },
    async (request) => {
      const [used] = await db.query<{ id: number; code: string; discountType: 'PERCENTAGE' | 'FIXED'; discountValue: number; discount: number }>(
        `SELECT c.id, c.code, c.discount_type AS "discountType", c.discount_value::float8 AS "discountValue", o.discount::float8 AS discount
           FROM orders o JOIN coupons c ON c.id = o.coupon_id
          WHERE o.id = $1 AND upper(c.code) = upper($2)`,
        [request.body.orderId, request.params.code.trim()],
      );
      if (!used) throw new HttpError(404, 'Esa orden no usó este cupón.');
      const { discount, ...coupon } = used;
      return { ok: true, orderId: request.body.orderId, coupon, discountAmount: discount };
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
