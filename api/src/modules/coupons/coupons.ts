import type { FastifyPluginAsync } from 'fastify';
import { CouponValidateBody, couponDiscount, type CouponValidateRequest } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { couponByCode, type CouponRow } from './couponQueries';

/** Why a coupon cannot be used, in the words the cart shows (null when it can). */
export function couponRefusal(coupon: CouponRow | undefined): HttpError | null {
  if (!coupon) return new HttpError(404, 'El cupón ingresado no existe.');
  if (coupon.expired) return new HttpError(410, 'El cupón ingresado está vencido.');
  if (coupon.exhausted) return new HttpError(410, 'El cupón ingresado ya no tiene usos disponibles.');
  return null;
}

/** POST /api/coupons/validate: the coupon and what it takes off this purchase (spec §4 Cart). */
export const coupons: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{ Body: CouponValidateRequest }>(
    '/api/coupons/validate',
    { schema: { tags: ['Cupones'], body: contract(CouponValidateBody) } },
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
