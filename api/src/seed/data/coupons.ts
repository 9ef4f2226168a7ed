export type CouponSeed = {
  code: string;
  discount_type: 'PERCENTAGE' | 'FIXED';
  discount_value: number;
  expires_at: string | null;
  max_uses: number | null;
  uses: number;
};

export const COUPONS: readonly CouponSeed[] = [
  { code: 'BIENVENIDA10', discount_type: 'PERCENTAGE', discount_value: 10, expires_at: null, max_uses: null, uses: 0 },
  { code: 'AHORRO5000', discount_type: 'FIXED', discount_value: 5000, expires_at: null, max_uses: null, uses: 0 },
  // For the tests of the refusals: one past its date, one used up.
  { code: 'VERANO2024', discount_type: 'PERCENTAGE', discount_value: 15, expires_at: '2024-03-21T02:59:59Z', max_uses: null, uses: 0 },
  { code: 'LANZAMIENTO20', discount_type: 'PERCENTAGE', discount_value: 20, expires_at: null, max_uses: 100, uses: 100 },
];
