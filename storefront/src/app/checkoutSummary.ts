import { CHECKOUT_STEPS, type CheckoutStep, type PurchaseSummaryProps } from '@tienda/ui';
import { cartWithoutNationalTaxes, couponDiscount, itemCount, roundMoney, type Cart } from '@tienda/domain';

/**
 * The figures of 'Resumen de compra' on the checkout pages (spec §2 Summary): units, subtotal,
 * the coupon and what it takes off, shipping (the cost, 0 for pickup, null while unknown) and the
 * total to pay, (discountedTotal ?? total_price) + shipping, with its price without national taxes.
 */
export function summaryFigures(cart: Cart, shipping: number | null): PurchaseSummaryProps {
  return {
    itemCount: itemCount(cart),
    subtotal: cart.total_price,
    coupon: cart.coupon ? { code: cart.coupon.code, discount: couponDiscount(cart.coupon, cart.total_price) } : undefined,
    shipping,
    total: roundMoney((cart.discountedTotal ?? cart.total_price) + (shipping ?? 0)),
    totalWithoutNationalTaxes: cartWithoutNationalTaxes(cart, shipping),
  };
}

const MEMBER_STEPS: readonly CheckoutStep[] = CHECKOUT_STEPS.filter((step) => step !== 'contact');

/** The steps a shopper goes through: a guest's four; a member skips 'contact' (the account has the data). */
export const checkoutStepsFor = (member: boolean): readonly CheckoutStep[] => (member ? MEMBER_STEPS : CHECKOUT_STEPS);
