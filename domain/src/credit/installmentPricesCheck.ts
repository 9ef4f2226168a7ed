// The rule the back office keeps while a product's prices are edited (form and prices file): its three
// figures must make an instalment offer the shop can disclose, or they are refused. The same figures
// the shop would otherwise have to hide (installmentOfferRates answers null for them).
import { formatARS, INSTALLMENTS_SHOWN, roundMoney, toNumber } from '../money';
import { installmentOfferRates, type InstallmentOfferPrices } from './installmentOffer';

/**
 * Why a product's prices make no sense as "6 cuotas fijas", in a Spanish sentence for the staff, or
 * null when they do: every figure above zero, the instalments adding up to at least the cash price,
 * and the price being the instalments' total (half a centavo per instalment of rounding allowed).
 */
export function installmentPricesProblem(prices: InstallmentOfferPrices, installments: number = INSTALLMENTS_SHOWN): string | null {
  const listPrice = roundMoney(toNumber(prices.price));
  const cashPrice = roundMoney(toNumber(prices.final_price));
  const installment = roundMoney(toNumber(prices.internal_cost));
  if (!(listPrice > 0 && cashPrice > 0 && installment > 0)) {
    return 'El precio, el precio de contado y el valor de la cuota deben ser mayores que cero.';
  }
  const total = roundMoney(installment * installments);
  if (total < cashPrice) {
    return `Las ${installments} cuotas de ${formatARS(installment)} suman ${formatARS(total)}, menos que el precio de contado de ${formatARS(cashPrice)}: las cuotas no pueden costar menos que el contado.`;
  }
  if (installmentOfferRates(prices, installments) === null) {
    return `El precio debe ser el total de las ${installments} cuotas de ${formatARS(installment)}: ${formatARS(total)}, no ${formatARS(listPrice)}.`;
  }
  return null;
}
