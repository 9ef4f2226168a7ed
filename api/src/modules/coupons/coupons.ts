import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { CouponValidateBody, CouponValidationResponse, couponDiscount } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin } from '../auth/rateLimits';
import { couponByCode, type CouponRow } from './couponQueries';

type CouponsOptions = { db: Database; settings: Pick<Settings, 'couponChecksPerAddress'> };

/** Why a coupon cannot be used, in the words the cart shows (null when it can). */
export function couponRefusal(coupon: CouponRow | undefined): HttpError | null {
  if (!coupon) return new HttpError(404, 'El cupón ingresado no existe.');
  if (coupon.expired) return new HttpError(410, 'El cupón ingresado está vencido.');
  if (coupon.exhausted) return new HttpError(410, 'El cupón ingresado ya no tiene usos disponibles.');
  return null;
}

/**
 * POST /api/coupons/validate: the coupon and what it takes off this purchase (spec §4 Cart). A few
 * dozen checks per address and quarter of an hour: a shopper tries a handful of codes, someone
 * guessing codes tries thousands.
 */
const couponRoutes: ShopPlugin<CouponsOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  app.post(
    '/api/coupons/validate',
    {
      schema: { tags: ['Cupones'], body: contract(CouponValidateBody), response: { 200: contract(CouponValidationResponse) } },
      config: { rateLimit: { max: settings.couponChecksPerAddress, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const { code, purchaseAmount } = request.body;
      const found = await couponByCode(db, code);
      const refusal = couponRefusal(found);
      if (refusal) throw refusal;
      const { id, code: canonical, discountType, discountValue } = found!;
      const coupon = { id, code: canonical, discountType, discountValue };
      return { ok: true, coupon, discountAmount: couponDiscount(coupon, purchaseAmount) };
    },
  );
};

export const coupons = fp(couponRoutes, { name: 'coupons', encapsulate: true });
