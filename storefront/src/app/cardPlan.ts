import { cardInstallmentPlan, type Cart, type CardInstallments, type OrderCardPlan, type PaymentMethod } from '@tienda/domain';
import type { StoredPaymentMethod } from '../state/checkout';
import { summaryFigures } from './checkoutSummary';

/** The methods whose providers take an instalment option. */
const INSTALMENT_METHODS: readonly PaymentMethod[] = ['Tarjeta de crédito', 'Mercado Pago'];

/**
 * The "6 cuotas fijas" this cart may be paid in by card or Mercado Pago, for what it costs now
 * (after the coupon, with shipping): the domain's quote, the one the server checks. Null while the
 * shipping is unknown or when the products' figures make no sense.
 */
export function cartCardPlan(cart: Cart, shipping: number | null, now = Date.now()): OrderCardPlan | null {
  if (shipping === null) return null;
  const lines = cart.items.map(({ product, quantity }) => ({ product, quantity }));
  return cardInstallmentPlan(lines, summaryFigures(cart, shipping).total, now);
}

/** The instalments the order asks for: the plan's only with a card or Mercado Pago and a plan to offer. */
export function chosenInstallments(choice: StoredPaymentMethod, plan: OrderCardPlan | null): CardInstallments {
  return INSTALMENT_METHODS.includes(choice.option) && plan && choice.installments === 6 ? 6 : 1;
}
