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

const ONE = BigInt(10_000); // 100 % in hundredths of a percent
const cents = (amount: number | string) => BigInt(Math.round(roundMoney(toNumber(amount)) * 100));
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));
// numerator / denominator (both ≥ 0, denominator > 0) rounded to a whole, halves up.
const roundedQuotient = (numerator: bigint, denominator: bigint) => (BigInt(2) * numerator + denominator) / (BigInt(2) * denominator);
const toPesos = (centavos: bigint) => Number(centavos) / 100;

function netCents(price: number | string, { ivaRate, internalTaxRate }: TaxRates): bigint {
  const amount = cents(price);
  if (amount <= BigInt(0)) return BigInt(0);
  return roundedQuotient(amount * (ONE - hundredths(internalTaxRate)), ONE + hundredths(ivaRate));
}

/** A final price without the national taxes it contains (IVA and internal taxes), to the centavo. */
export function priceWithoutNationalTaxes(price: number | string, rates: TaxRates): number {
  return toPesos(netCents(price, rates));
}

/** A line of a cart or an order: a unit's final price, how many, and the rates that apply to it. */
export type TaxedLine = { unitPrice: number | string; quantity: number; taxRates: TaxRates };

/** A line's figure is its unit's figure times the quantity, so the line agrees with the unit shown. */
export function lineWithoutNationalTaxes(line: TaxedLine): number {
  return toPesos(lineNetCents(line));
}

const units = (quantity: number) => BigInt(Math.max(0, Math.trunc(quantity)));
const lineNetCents = ({ unitPrice, quantity, taxRates }: TaxedLine) => netCents(unitPrice, taxRates) * units(quantity);

export type TaxedTotal = {
  lines: readonly TaxedLine[];
  /**
   * The products after the coupon. A coupon takes off a share of the price, and the national taxes
   * it contains shrink in the same proportion: the lines' figure is scaled by (after coupon / before).
   * Left out: no coupon.
   */
  productsAfterDiscount?: number | string | null | undefined;
  /** Shipping, which carries the general 21 % IVA and no internal taxes. Left out or null: none. */
  shippingCost?: number | string | null | undefined;
};

/**
 * A cart's or an order's total without national taxes: the sum of its lines' figures, scaled by the
 * coupon, plus shipping's own figure. Rounded once for the coupon's share; shipping is rounded as a price.
 */
export function totalWithoutNationalTaxes({ lines, productsAfterDiscount, shippingCost }: TaxedTotal): number {
  let products = lines.reduce((sum, line) => sum + lineNetCents(line), BigInt(0));
  if (productsAfterDiscount !== undefined && productsAfterDiscount !== null) {
    const subtotal = lines.reduce((sum, line) => sum + cents(line.unitPrice) * units(line.quantity), BigInt(0));
    const paid = cents(productsAfterDiscount);
    if (subtotal <= BigInt(0) || paid <= BigInt(0)) products = BigInt(0);
    else if (paid < subtotal) products = roundedQuotient(products * paid, subtotal);
  }
  const shipping = shippingCost === undefined || shippingCost === null ? BigInt(0) : netCents(shippingCost, SHIPPING_TAX_RATES);
  return toPesos(products + shipping);
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
