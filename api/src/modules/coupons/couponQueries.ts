import type { Coupon } from '@tienda/domain';
import type { Queryable } from '../../db/database';

export type CouponRow = Coupon & { expired: boolean; exhausted: boolean };

/** A coupon by code, any case, with whether it can still be used now. */
export async function couponByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(
    `SELECT id, code, discount_type AS "discountType", discount_value::float8 AS "discountValue",
            (expires_at IS NOT NULL AND expires_at <= now()) AS expired,
            (max_uses IS NOT NULL AND uses >= max_uses) AS exhausted
       FROM coupons
      WHERE upper(code) = upper($1) AND active`,
    [code.trim()],
  );
  return row;
}
