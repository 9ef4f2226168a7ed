import type { Coupon } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { couponByCode } from './couponQueries';
import { couponRefusal } from './coupons';

/** A coupon an order may use now, or the refusal the cart would show. */
export async function usableCoupon(db: Queryable, code: string): Promise<Coupon> {
  const found = await couponByCode(db, code);
  const refusal = couponRefusal(found);
  if (refusal) throw refusal;
  const { id, code: canonical, discountType, discountValue } = found!;
  return { id, code: canonical, discountType, discountValue };
}

/**
 * Counts one use, in the order's transaction, only while the coupon is still good: concurrent
 * orders cannot take it past its limit. False when it just ran out or expired.
 */
export async function recordCouponUse(tx: Queryable, couponId: number): Promise<boolean> {
  const [row] = await tx.query(
    `UPDATE coupons SET uses = uses + 1
      WHERE id = $1 AND active AND (expires_at IS NULL OR expires_at > now()) AND (max_uses IS NULL OR uses < max_uses)
      RETURNING id`,
    [couponId],
  );
  return Boolean(row);
}
