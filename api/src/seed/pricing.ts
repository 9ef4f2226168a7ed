import { INSTALLMENTS_SHOWN, roundMoney } from '@tienda/domain';
import { hash } from './hash';

/** Cash discounts the demo uses; each product gets one of them from its name. */
const CASH_DISCOUNTS = [0.1, 0.15, 0.2] as const;

export type ProductPrices = { price: number; final_price: number; internal_cost: number };

/**
 * The rule of the demo prices: the 6 fixed instalments add up to the list price (financed
 * without interest), and paying cash ('al contado') takes 10, 15 or 20 % off, rounded down
 * to whole pesos. So final_price < price and internal_cost × 6 = price (± rounding of cents).
 */
export function productPrices(name: string, listPrice: number): ProductPrices {
  const discount = CASH_DISCOUNTS[hash(name) % CASH_DISCOUNTS.length] ?? 0;
  return {
    price: listPrice,
    // roundMoney first, so a binary error just below a whole peso never takes a peso off.
    final_price: Math.floor(roundMoney(listPrice * (1 - discount))),
    internal_cost: roundMoney(listPrice / INSTALLMENTS_SHOWN),
  };
}
