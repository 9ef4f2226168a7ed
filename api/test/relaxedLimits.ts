/**
 * The suites about other things place many orders and check many coupons from one address as one
 * guest: there the anti-hoarding limits are lifted, so they never refuse what those suites test.
 * The suites of the limits themselves start with `undefined` for these, i.e. the real defaults.
 */
export const RELAXED_LIMITS: NodeJS.ProcessEnv = {
  GUEST_ORDERS_PER_EMAIL: '100000',
  GUEST_ORDERS_PER_CUIL: '100000',
  GUEST_ORDERS_PER_ADDRESS: '100000',
  COUPON_CHECKS_PER_ADDRESS: '100000',
};
