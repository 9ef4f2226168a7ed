// The "6 cuotas fijas" of every product: the shop's own credit, priced by three figures. The cash price
// (final_price) is what is financed, the shopper pays `installments` × internal_cost, and the list price
// is that total as listed. The cost they imply is the internal rate of return of those instalments
// against the cash price; they carry every cost there is (no fee, no insurance, IVA included in the
// price), so the CFTEA is the TEA.
import { INSTALLMENTS_SHOWN, roundMoney, toNumber } from '../money';
import { internalRateOfReturn } from './irr';
import { effectiveAnnualRate, roundRate, tnaFromPeriodRate } from './rates';

export type InstallmentOfferPrices = {
  price: number | string;
  final_price: number | string;
  internal_cost: number | string;
};

export type InstallmentOfferRates = {
  installments: number;
  installment: number;
  cashPrice: number;
  /** What the shopper pays in all: installments × installment. */
  totalFinanced: number;
  /** totalFinanced − cashPrice. */
  financingCost: number;
  /** Percent a year, two decimals. */
  tna: number;
  tea: number;
  cftea: number;
};

/**
 * The rates a product's instalment offer implies, or null when its figures make no sense: an instalment
 * or cash price not above zero, instalments adding up to less than the cash price, or a list price that
 * is not the instalments' total (each instalment rounded to the centavo may move it by half a centavo).
 */
export function installmentOfferRates(
  prices: InstallmentOfferPrices,
  installments: number = INSTALLMENTS_SHOWN,
): InstallmentOfferRates | null {
  const cashPrice = roundMoney(toNumber(prices.final_price));
  const installment = roundMoney(toNumber(prices.internal_cost));
  const listPrice = roundMoney(toNumber(prices.price));
  if (!(cashPrice > 0 && installment > 0)) return null;
  const totalFinanced = roundMoney(installment * installments);
  // Compared in centavos, where the arithmetic is exact: each instalment moves the total by ½ centavo at most.
  if (Math.abs(Math.round(totalFinanced * 100) - Math.round(listPrice * 100)) > installments / 2) return null;
  const payments = Array.from({ length: installments }, (_, index) => ({ period: index + 1, amount: installment }));
  const rate = internalRateOfReturn(cashPrice, payments);
  if (rate === null) return null;
  const tea = roundRate(effectiveAnnualRate(rate));
  return {
    installments,
    installment,
    cashPrice,
    totalFinanced,
    financingCost: roundMoney(totalFinanced - cashPrice),
    tna: roundRate(tnaFromPeriodRate(rate)),
    tea,
    cftea: tea,
  };
}
