// The national taxes a price contains, so every price shown to a final consumer can carry its price
// "sin impuestos nacionales" (Res. SIC 4/2025; Ley 27.743's transparency rule). The only place it is
// computed: product cards and pages, the cart, the checkout, order pages and mails all call it.
//
// How a final price is built, as we read the law:
//   base           the price without national taxes
//   internal taxes Ley 24.674 computes them "de adentro hacia afuera": the nominal rate t applies on the
//                  price that already includes the tax itself, so price before IVA = base + t × (price
//                  before IVA), i.e. base = (price before IVA) × (1 − t).
//   IVA            applies on the price before IVA (internal taxes included): final = (price before IVA) × (1 + IVA).
// So: price without national taxes = final / (1 + IVA) × (1 − t). The figure is rounded to centavos once,
// at the end; the maths in between is exact (whole centavos and hundredths of a percent, as BigInt).
// A unit's figure and a line's are rounded once each; a total is rounded once per IVA rate, as its
// invoice declares it to ARCA (see nationalTaxesByRate), so the total a page shows and the invoice's
// total − IVA contenido − otros impuestos are the same figure to the centavo.
import { formatARS, roundMoney, toNumber } from './money';

/** IVA's rates a product may carry: the general 21 % and the reduced 10,5 %. */
export const IVA_RATES = [21, 10.5] as const;
export type IvaRate = (typeof IVA_RATES)[number];
export const GENERAL_IVA_RATE: IvaRate = 21;
export const MAX_INTERNAL_TAX_RATE = 100;

/** The national taxes one product's price contains: IVA and internal taxes, in percent (nominal). */
export type TaxRates = { ivaRate: number; internalTaxRate: number };

/** Most goods, and shipping: 21 % IVA, no internal taxes. */
export const GENERAL_TAX_RATES: TaxRates = { ivaRate: GENERAL_IVA_RATE, internalTaxRate: 0 };
export const SHIPPING_TAX_RATES: TaxRates = GENERAL_TAX_RATES;

/** The legend every price a shopper sees carries. */
export const NET_OF_TAXES_LEGEND = 'Precio sin impuestos nacionales';

/** The legend with its figure, as pages and mails write it: "Precio sin impuestos nacionales: $ 1.234,56". */
export const netOfTaxesText = (amount: number) => `${NET_OF_TAXES_LEGEND}: ${formatARS(amount)}`;

export const IVA_RATE_INVALID = 'El IVA debe ser 21 o 10,5.';
export const INTERNAL_TAX_RATE_INVALID = `Los impuestos internos deben ser un porcentaje entre 0 y ${MAX_INTERNAL_TAX_RATE}.`;

export const isIvaRate = (rate: number): rate is IvaRate => (IVA_RATES as readonly number[]).includes(rate);
export const isInternalTaxRate = (rate: number) => Number.isFinite(rate) && rate >= 0 && rate <= MAX_INTERNAL_TAX_RATE;

/**
 * A product's rates as the catalogue sends them. A product kept by an older version of the shop (a cart
 * in browser storage) lacks them: it is taken at the general rates until the catalogue refreshes it.
 */
export function productTaxRates(product: { iva_rate?: number | undefined; internal_tax_rate?: number | undefined }): TaxRates {
  return { ivaRate: product.iva_rate ?? GENERAL_IVA_RATE, internalTaxRate: product.internal_tax_rate ?? 0 };
}

const ZERO = BigInt(0);
const ONE = BigInt(10_000); // 100 % in hundredths of a percent
const cents = (amount: number | string) => BigInt(Math.round(roundMoney(toNumber(amount)) * 100));
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));
// numerator / denominator (both ≥ 0, denominator > 0) rounded to a whole, halves up.
const roundedQuotient = (numerator: bigint, denominator: bigint) => (BigInt(2) * numerator + denominator) / (BigInt(2) * denominator);
const toPesos = (centavos: bigint) => Number(centavos) / 100;

function netCents(price: number | string | bigint, { ivaRate, internalTaxRate }: TaxRates, inCentavos = false): bigint {
  const amount = inCentavos ? BigInt(price) : cents(price as number | string);
  if (amount <= ZERO) return ZERO;
  return roundedQuotient(amount * (ONE - hundredths(internalTaxRate)), ONE + hundredths(ivaRate));
}

/** A final price without the national taxes it contains (IVA and internal taxes), to the centavo. */
export function priceWithoutNationalTaxes(price: number | string, rates: TaxRates): number {
  return toPesos(netCents(price, rates));
}

/** A line of a cart or an order: a unit's final price, how many, and the rates that apply to it. */
export type TaxedLine = { unitPrice: number | string; quantity: number; taxRates: TaxRates };

const units = (quantity: number) => BigInt(Math.max(0, Math.trunc(quantity)));
const lineGross = ({ unitPrice, quantity }: TaxedLine) => cents(unitPrice) * units(quantity);

/**
 * A line's figure: its gross (unit × quantity) without national taxes, rounded once. Each unit's figure
 * is rounded apart, so a line of several units may differ from units × the unit's figure by a centavo.
 */
export function lineWithoutNationalTaxes(line: TaxedLine): number {
  return toPesos(netCents(lineGross(line), line.taxRates, true));
}

export type TaxedTotal = {
  lines: readonly TaxedLine[];
  /**
   * The products after the coupon. A coupon takes the same share off every line: the amount is shared
   * among the lines in proportion to their gross, in whole centavos (the largest remainders take the
   * centavos left by flooring), and each line's national taxes shrink with it. Left out or null: no coupon.
   */
  productsAfterDiscount?: number | string | null | undefined;
  /** Shipping, which carries the general 21 % IVA and no internal taxes. Left out or null: none. */
  shippingCost?: number | string | null | undefined;
};

/** What one IVA rate of a total holds, in centavos. */
export type RateTaxes = {
  ivaRate: IvaRate;
  /** The final prices (after the coupon) of the lines at this rate. */
  gross: bigint;
  /** gross / (1 + IVA), rounded: the taxable base (internal taxes included) an invoice declares. */
  base: bigint;
  /** gross − base: the IVA the prices contain, so base + IVA is the gross to the centavo. */
  iva: bigint;
  /** base − net: the internal taxes the prices contain. */
  internalTaxes: bigint;
  /** Σ gross × (1 − t) / (1 + IVA), rounded once: the prices without national taxes. */
  net: bigint;
};

/**
 * The national taxes a total contains, rate by rate, each figure rounded once per rate: what the
 * pages show as the total without national taxes and what the invoice declares to ARCA are the same
 * numbers, and every rate's IVA is its base × the rate within the centavo ARCA tolerates.
 */
export function nationalTaxesByRate({ lines, productsAfterDiscount, shippingCost }: TaxedTotal): RateTaxes[] {
  const grosses = lines.map(lineGross);
  const subtotal = grosses.reduce((sum, gross) => sum + gross, ZERO);
  // A coupon only takes off: a figure over the lines' own is read as no coupon.
  const after = productsAfterDiscount === undefined || productsAfterDiscount === null ? subtotal : cents(productsAfterDiscount);
  const paid = after < subtotal ? after : subtotal;
  const shares = paid <= ZERO || subtotal <= ZERO ? grosses.map(() => ZERO) : proportionalShares(paid, grosses);
  const taxed = lines.map((line, index) => ({ gross: shares[index]!, rates: line.taxRates }));
  const shipping = shippingCost === undefined || shippingCost === null ? ZERO : cents(shippingCost);
  if (shipping > ZERO) taxed.push({ gross: shipping, rates: SHIPPING_TAX_RATES });

  const byRate = new Map<number, { gross: bigint; withoutInternal: bigint }>();
  for (const { gross, rates } of taxed) {
    const entry = byRate.get(rates.ivaRate) ?? { gross: ZERO, withoutInternal: ZERO };
    entry.gross += gross;
    entry.withoutInternal += gross * (ONE - hundredths(rates.internalTaxRate));
    byRate.set(rates.ivaRate, entry);
  }
  return [...byRate.entries()]
    .filter(([, { gross }]) => gross > ZERO)
    .sort(([a], [b]) => b - a)
    .map(([ivaRate, { gross, withoutInternal }]) => {
      const divisor = ONE + hundredths(ivaRate);
      const base = roundedQuotient(gross * ONE, divisor);
      const net = roundedQuotient(withoutInternal, divisor);
      return { ivaRate: ivaRate as IvaRate, gross, base, iva: gross - base, internalTaxes: base - net, net };
    });
}

/** A cart's or an order's total (products after the coupon, plus shipping) without national taxes. */
export function totalWithoutNationalTaxes(total: TaxedTotal): number {
  return toPesos(nationalTaxesByRate(total).reduce((sum, rate) => sum + rate.net, ZERO));
}

/**
 * Shares `amount` among `weights` in proportion, each share a whole centavo, the shares adding up to
 * `amount` exactly: floors first, then the centavos left to the largest remainders (the earlier line on a tie).
 */
function proportionalShares(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, ZERO);
  const shares = weights.map((weight) => (amount * weight) / total);
  let left = amount - shares.reduce((sum, share) => sum + share, ZERO);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= ZERO) break;
    shares[index] = shares[index]! + BigInt(1);
    left -= BigInt(1);
  }
  return shares;
}

/** A cart's lines as TaxedLines, at the rates each product carries. */
export function cartTaxedLines(items: readonly { product: { final_price: string | number; iva_rate?: number | undefined; internal_tax_rate?: number | undefined }; quantity: number }[]): TaxedLine[] {
  return items.map(({ product, quantity }) => ({ unitPrice: product.final_price, quantity, taxRates: productTaxRates(product) }));
}

/** An order's line as the order keeps it: its unit price and the rates of the day it was bought. */
type KeptLine = { unitPrice: number; quantity: number; ivaRate: number; internalTaxRate: number };

/** An order's lines as TaxedLines, at the rates each line kept. */
export function orderTaxedLines(lines: readonly KeptLine[]): TaxedLine[] {
  return lines.map(({ unitPrice, quantity, ivaRate, internalTaxRate }) => ({ unitPrice, quantity, taxRates: { ivaRate, internalTaxRate } }));
}

/** A placed order's total (products after the coupon, plus shipping) without national taxes. */
export function orderWithoutNationalTaxes(order: { products: readonly KeptLine[]; totalPrice: number; shippingCost: number }): number {
  return totalWithoutNationalTaxes({ lines: orderTaxedLines(order.products), productsAfterDiscount: order.totalPrice, shippingCost: order.shippingCost });
}

/**
 * A cart's total without national taxes: its lines at each product's rates, the coupon's share taken
 * off, plus shipping once it is known (null or left out: not counted).
 */
export function cartWithoutNationalTaxes(
  cart: { items: Parameters<typeof cartTaxedLines>[0]; discountedTotal: number | null },
  shippingCost?: number | null,
): number {
  return totalWithoutNationalTaxes({ lines: cartTaxedLines(cart.items), productsAfterDiscount: cart.discountedTotal, shippingCost });
}
