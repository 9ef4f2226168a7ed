import { array, boolean, enums, integer, literal, min, nullable, number, object, optional, pattern, refine, string, type, type Infer } from 'superstruct';
import { couponCodeStruct } from '../validation';
import { CalendarDay, IdNumber, ShortText } from './common';
import { RequiredText } from './backofficeCatalog';

/** Where a banner is shown: the phone's carousel or the desktop's. */
export const BANNER_KINDS = ['mobile', 'desktop'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** A banner as the back office arranges it: its set and its place in it (0 first). */
export const StaffBanner = object({ id: IdNumber, kind: enums(BANNER_KINDS), url: string(), alt: string(), position: integer() });
export type StaffBanner = Infer<typeof StaffBanner>;

/** GET /api/backoffice/banners: both sets, each in its order. */
export const StaffBannersResponse = object({ ok: literal(true), banners: array(StaffBanner) });

/** POST /api/backoffice/banners: an uploaded picture (its name from the image upload) joins the end of its set. */
export const BannerBody = type({
  kind: enums(BANNER_KINDS),
  url: RequiredText(200, 'Sube la imagen del banner.'),
  alt: RequiredText(200, 'Describe la imagen para quien no la ve.'),
});
/** PUT /api/backoffice/banners/{id}: its text, or its place in the set (the others make room). */
export const BannerChangeBody = type({ alt: optional(RequiredText(200, 'Describe la imagen para quien no la ve.')), position: optional(min(integer(), 0)) });
export const StaffBannerResponse = object({ ok: literal(true), banner: StaffBanner, message: string() });

export const COUPON_TYPES = ['PERCENTAGE', 'FIXED'] as const;

/** A coupon as the back office manages it, with how often it was used. */
export const StaffCoupon = object({
  id: IdNumber,
  code: string(),
  discountType: enums(COUPON_TYPES),
  discountValue: number(),
  /** The last moment it may be used (ISO 8601), or null: no end. */
  expiresAt: nullable(string()),
  /** How many orders may use it, or null: no limit. */
  maxUses: nullable(integer()),
  uses: integer(),
  active: boolean(),
});
export type StaffCoupon = Infer<typeof StaffCoupon>;

/** GET /api/backoffice/coupons: every coupon, the newest first. */
export const StaffCouponsResponse = object({ ok: literal(true), coupons: array(StaffCoupon) });

/** How long a coupon's code may be. */
const COUPON_CODE_MAX = 40;

/** A code a shopper can type: no spaces inside, kept in capitals by the server. */
const StaffCouponCode = refine(couponCodeStruct, 'staffCouponCode', (value) => {
  const code = value.trim();
  if (/\s/.test(code)) return 'El código del cupón no puede tener espacios.';
  return code.length <= COUPON_CODE_MAX || `El código del cupón no puede tener más de ${COUPON_CODE_MAX} caracteres.`;
});

/** POST /api/backoffice/coupons and PUT …/{id} */
export const CouponBody = refine(
  type({
    code: StaffCouponCode,
    discountType: enums(COUPON_TYPES),
    discountValue: refine(number(), 'discountValue', (value) => (value > 0 && value <= 100_000_000) || 'El descuento debe ser mayor que cero.'),
    /** The last day; the coupon holds until it ends in Argentina. */
    validUntil: nullable(CalendarDay),
    maxUses: nullable(refine(integer(), 'maxUses', (value) => value >= 1 || 'El límite de usos debe ser al menos 1.')),
    active: boolean(),
  }),
  'percentage',
  (value) => value.discountType !== 'PERCENTAGE' || value.discountValue <= 100 || 'Un porcentaje no puede superar 100.',
);
export type CouponDraft = Infer<typeof CouponBody>;
export const StaffCouponResponse = object({ ok: literal(true), coupon: StaffCoupon, message: string() });

/** A pre-approved credit line, as the credit engine's table keeps it. */
export const StaffCreditLine = object({
  cuil: string(),
  resultado: string(),
  respuestaMotor: string(),
  maximoCapital: number(),
  maximoCuota: number(),
});
export type StaffCreditLine = Infer<typeof StaffCreditLine>;

/** GET /api/backoffice/credit-lines?cuil=: the lines whose CUIL starts with those digits (up to 50), and how many lines there are. */
export const CreditLinesQuery = type({ cuil: optional(pattern(ShortText(11), /^\d{0,11}$/)) });
export const CreditLinesResponse = object({ ok: literal(true), creditLines: array(StaffCreditLine), total: integer() });
