import { coerce, enums, literal, max, min, number, object, string, type, type Infer } from 'superstruct';
import { couponCodeStruct } from '../validation';
import { IdNumber } from './common';

/** POST /api/coupons/validate: a code and the purchase it would discount. */
export const CouponValidateBody = type({
  code: couponCodeStruct,
  purchaseAmount: max(min(number(), 0), 1_000_000_000),
});
export type CouponValidateRequest = Infer<typeof CouponValidateBody>;

/**
 * A coupon (spec §3 Coupon). The spec knows PERCENTAGE and "a fixed amount": the operator may have
 * written the latter any other way, and it is read as FIXED.
 */
export const Coupon = object({
  id: IdNumber,
  code: string(),
  discountType: coerce(enums(['PERCENTAGE', 'FIXED']), string(), (value) => (value === 'PERCENTAGE' ? value : 'FIXED')),
  discountValue: number(),
});
export type Coupon = Infer<typeof Coupon>;

/** POST /api/coupons/validate's answer: the coupon and what it takes off this purchase. */
export const CouponValidationResponse = object({ ok: literal(true), coupon: Coupon, discountAmount: number() });
export type CouponValidation = Infer<typeof CouponValidationResponse>;
