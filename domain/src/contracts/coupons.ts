import { max, min, number, type, type Infer } from 'superstruct';
import { couponCodeStruct } from '../validation';

/** POST /api/coupons/validate: a code and the purchase it would discount. */
export const CouponValidateBody = type({
  code: couponCodeStruct,
  purchaseAmount: max(min(number(), 0), 1_000_000_000),
});
export type CouponValidateRequest = Infer<typeof CouponValidateBody>;
