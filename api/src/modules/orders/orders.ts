import rateLimit from '@fastify/rate-limit';
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
import { rateLimitPlugin } from '../auth/rateLimits';
import { memberName } from '../users/memberName';
import { userById } from '../users/userQueries';
import { guestOrderLimits } from './guestOrderLimits';
import { couponUsedBy } from './orderQueries';
import { assertOrderOwner } from './orderOwner';
import { expireUnpaidOrders } from './orderStates';
import { idempotencyKey } from './idempotency';
import { placeOrder, type Customer } from './placeOrder';
import { createTrackingTokens, trackingLinkExpiry } from './trackingToken';
import { remindUnpaidTransfers } from './transferReminders';

type OrdersOptions = { db: Database; settings: Settings; zippin: ZippinApi };

/** How often the server looks for unpaid orders past their expiry, and transfers to remind. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * POST /api/order/user and /api/order/guest (spec §7), POST /api/coupons/{code}/apply, and the
 * sweep that expires unpaid orders.
 */
const orderRoutes: ShopPlugin<OrdersOptions> = async (app, { db, settings, zippin }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const tags = ['Órdenes'];
  const response = { 201: contract(OrderCreatedResponse) };
  const tokens = createTrackingTokens(settings.jwtSecret);
  const guestLimits = guestOrderLimits(app, settings.guestOrderLimits);

  /**
   * Places the order (once per Idempotency-Key) and answers it with 201; a guest's comes with its
   * tracking token, their proof of the order for paying it.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, body: OrderRequest, customer: Customer, scope: string) {
    const key = idempotencyKey(request.headers['idempotency-key'], scope, body);
    const { order, replayed } = await placeOrder({ db, zippin, settings, log: request.log, mailer: app.mailer }, body, customer, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    reply.status(201);
    // From the order's own time, not the answer's: a retry with the same Idempotency-Key answers the same bytes.
    const trackingToken = customer.userId === null ? tokens.sign(order.id, trackingLinkExpiry(new Date(order.createdAt))) : undefined;
    return { ok: true as const, orderCreated: order, ...(trackingToken ? { trackingToken } : {}) };
  }

  app.post(
    '/api/order/user',
    { schema: { tags, security: [{ bearer: [] }], body: contract(OrderBody), response }, onRequest: app.authenticate },
    async (request, reply) => {
      const user = await userById(db, request.user.userId);
      if (!user) throw new HttpError(401, 'Inicia sesión para continuar.');
      const customer = { userId: user.id, name: memberName(user), email: user.email, phone: user.phone ?? '', cuil: user.cuil };
      return answer(request, reply, request.body, customer, `user:${user.id}`);
    },
  );

  app.post(
    '/api/order/guest',
    { schema: { tags, body: contract(GuestOrderBody), response }, config: { rateLimit: guestLimits.perAddress }, preHandler: guestLimits.checkBuyer },
    async (request, reply) => {
      const { name, email, phone, cuil } = request.body;
      return answer(request, reply, request.body, { userId: null, name, email: email.trim().toLowerCase(), phone, cuil }, 'guest');
    },
  );

  // The coupon's use was counted when the order was placed; this only says so, and never counts
  // twice. Only to the order's owner: anyone else hears what they would for an order that does not exist.
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
      const { orderId, trackingToken } = request.body;
      await assertOrderOwner(app, db, tokens, request, orderId, trackingToken);
      const used = await couponUsedBy(db, orderId, request.params.code);
      if (!used) throw new HttpError(404, 'Esa orden no usó este cupón.');
      return { ok: true, orderId, coupon: used.coupon, discountAmount: used.discount };
    },
  );

  let sweep: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      const now = new Date();
      const reminding = remindUnpaidTransfers(db, { mailer: app.mailer, settings }, now)
        .then((ids) => {
          if (ids.length > 0) app.log.info({ orders: ids }, 'transferencias impagas: recordatorio enviado');
        })
        .catch((error) => app.log.error({ err: error }, 'no se pudieron recordar las transferencias impagas'));
      const expiring = expireUnpaidOrders(db, now)
        .then((ids) => {
          if (ids.length > 0) app.log.info({ orders: ids }, 'órdenes vencidas sin pagar: stock devuelto');
        })
        .catch((error) => app.log.error({ err: error }, 'no se pudieron vencer las órdenes impagas'));
      running = Promise.all([reminding, expiring]);
    }, EXPIRY_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
};

export const orders = fp(orderRoutes, { name: 'orders', dependencies: ['authentication', 'mail'], encapsulate: true });
