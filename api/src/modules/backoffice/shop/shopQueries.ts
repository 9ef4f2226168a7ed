import { ARGENTINA_TIME_ZONE, type BannerKind, type CouponDraft, type StaffBanner, type StaffCoupon, type StaffCreditLine } from '@tienda/domain';
import type { Queryable } from '../../../db/database';

/** Credit lines a search answers at most. */
export const CREDIT_LINES_SHOWN = 50;

const BANNER_COLUMNS = 'id, kind, url, alt, position';

/** Both sets of banners, each in the order the home shows them. */
export function allBanners(db: Queryable): Promise<StaffBanner[]> {
  return db.query<StaffBanner>(`SELECT ${BANNER_COLUMNS} FROM banners ORDER BY kind, position, id`);
}

/**
 * Banner changes take turns (they are few): a set is read, reordered and renumbered by one change at
 * a time, while the home keeps reading.
 */
export async function lockBanners(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE');
}

export async function bannerById(tx: Queryable, id: number): Promise<StaffBanner | undefined> {
  const [row] = await tx.query<StaffBanner>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1`, [id]);
  return row;
}

/** A new banner at the end of its set. */
export async function insertBanner(tx: Queryable, banner: { kind: BannerKind; url: string; alt: string }): Promise<StaffBanner> {
  const [row] = await tx.query<StaffBanner>(
    `INSERT INTO banners (kind, url, alt, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position) + 1, 0) FROM banners WHERE kind = $1))
     RETURNING ${BANNER_COLUMNS}`,
    [banner.kind, banner.url, banner.alt],
  );
  return row!;
}

export async function updateBannerAlt(tx: Queryable, id: number, alt: string): Promise<void> {
  await tx.query('UPDATE banners SET alt = $2 WHERE id = $1', [id, alt]);
}

export async function deleteBanner(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM banners WHERE id = $1', [id]);
}

/** The ids of a set, in its order. */
export async function bannerOrder(tx: Queryable, kind: BannerKind): Promise<number[]> {
  return (await tx.query<{ id: number }>('SELECT id FROM banners WHERE kind = $1 ORDER BY position, id', [kind])).map((row) => row.id);
}

/** Numbers a set 0..n-1 in the order of `ids`, touching only the banners whose place changed. */
export async function renumberBanners(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE banners b SET position = placed.position - 1
       FROM unnest($1::int[]) WITH ORDINALITY AS placed (id, position)
      WHERE b.id = placed.id AND b.position <> placed.position - 1`,
    [ids],
  );
}

const COUPON_COLUMNS = `id, code, discount_type AS "discountType", discount_value::float8 AS "discountValue", expires_at AS "expiresAt",
  max_uses AS "maxUses", uses, active`;

type CouponRow = Omit<StaffCoupon, 'expiresAt'> & { expiresAt: Date | null };
const staffCoupon = (row: CouponRow): StaffCoupon => ({ ...row, expiresAt: row.expiresAt && row.expiresAt.toISOString() });

/** Every coupon, the newest first, with its uses so far. */
export async function allCoupons(db: Queryable): Promise<StaffCoupon[]> {
  return (await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons ORDER BY id DESC`)).map(staffCoupon);
}

export async function couponById(db: Queryable, id: number): Promise<StaffCoupon | undefined> {
  const [row] = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1`, [id]);
  return row && staffCoupon(row);
}

/**
 * Whether another coupon (not `exceptId`) has this code, whatever its capitals: the shop finds codes
 * that way. The small table is locked against other writers until the caller's transaction ends, so
 * two saves of one code at once cannot both pass (the second would break the unique code: a 500).
 */
export async function couponCodeTaken(tx: Queryable, code: string, exceptId: number | null): Promise<boolean> {
  await tx.query('LOCK TABLE coupons IN SHARE ROW EXCLUSIVE MODE');
  const [row] = await tx.query('SELECT 1 FROM coupons WHERE upper(code) = upper($1) AND id IS DISTINCT FROM $2', [code, exceptId]);
  return Boolean(row);
}

// The coupon holds until its last day ends in Argentina: the last millisecond of that day.
const END_OF_DAY = `($5::date + 1)::timestamp AT TIME ZONE '${ARGENTINA_TIME_ZONE}' - interval '1 millisecond'`;

export async function insertCoupon(tx: Queryable, coupon: CouponDraft): Promise<StaffCoupon> {
  const [row] = await tx.query<CouponRow>(
    `INSERT INTO coupons (code, discount_type, discount_value, active, expires_at, max_uses)
     VALUES ($1, $2, $3, $4, ${END_OF_DAY}, $6) RETURNING ${COUPON_COLUMNS}`,
    [coupon.code, coupon.discountType, coupon.discountValue, coupon.active, coupon.validUntil, coupon.maxUses],
  );
  return staffCoupon(row!);
}

export async function updateCoupon(tx: Queryable, id: number, coupon: CouponDraft): Promise<StaffCoupon | undefined> {
  const [row] = await tx.query<CouponRow>(
    `UPDATE coupons SET code = $1, discount_type = $2, discount_value = $3, active = $4, expires_at = ${END_OF_DAY}, max_uses = $6
      WHERE id = $7 RETURNING ${COUPON_COLUMNS}`,
    [coupon.code, coupon.discountType, coupon.discountValue, coupon.active, coupon.validUntil, coupon.maxUses, id],
  );
  return row && staffCoupon(row);
}

export async function creditLineCount(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_lines'))[0]!.n;
}

/** The lines whose CUIL starts with `prefix` (all for ''), by CUIL, and how many match. */
export async function creditLinesStartingWith(db: Queryable, prefix: string): Promise<{ creditLines: StaffCreditLine[]; total: number }> {
  const rows = await db.query<StaffCreditLine & { total: number }>(
    `SELECT cuil, resultado, respuesta_motor AS "respuestaMotor", maximo_capital::float8 AS "maximoCapital",
            maximo_cuota::float8 AS "maximoCuota", count(*) OVER ()::int AS total
       FROM credit_lines WHERE cuil LIKE $1 || '%'
      ORDER BY cuil LIMIT $2`,
    [prefix, CREDIT_LINES_SHOWN],
  );
  return { creditLines: rows.map(({ total, ...line }) => line), total: rows[0]?.total ?? 0 };
}
