import { describe, expect, it } from 'vitest';
import {
  GENERAL_TAX_RATES,
  isInternalTaxRate,
  isIvaRate,
  lineWithoutNationalTaxes,
  priceWithoutNationalTaxes,
  productTaxRates,
  totalWithoutNationalTaxes,
  type TaxedLine,
} from './taxes';

// Every pinned figure below was computed apart from this code by taxReferenceFigures.py (beside this
// file): Python decimal at 50 digits, centavos ROUND_HALF_UP once. Run it to see them.
const rates = (ivaRate: number, internalTaxRate = 0) => ({ ivaRate, internalTaxRate });

describe('price without national taxes', () => {
  it.each([
    ['339999.00', rates(21), 280990.91],
    ['339999.00', rates(10.5), 307691.4],
    ['189999.99', rates(10.5, 9.5), 155610.85],
    ['54999.50', rates(21, 17), 37726.93],
    ['0.01', rates(21), 0.01],
    ['100', rates(21, 100), 0],
    [8500, rates(21), 7024.79],
  ] as const)('%s at %o is $ %s', (price, taxRates, expected) => {
    expect(priceWithoutNationalTaxes(price, taxRates)).toBe(expected);
  });

  it('takes internal taxes out of the price before IVA, as a share of a price that includes them', () => {
    // 1.000 before IVA with 17 % nominal internal taxes: 170 of internal taxes, 830 without them.
    expect(priceWithoutNationalTaxes(1210, rates(21, 17))).toBe(830);
  });

  it('is zero for a free product, never negative', () => {
    expect(priceWithoutNationalTaxes(0, GENERAL_TAX_RATES)).toBe(0);
  });
});

describe('lines and totals without national taxes', () => {
  const cart: TaxedLine[] = [
    { unitPrice: '339999.00', quantity: 2, taxRates: rates(10.5) },
    { unitPrice: '54999.50', quantity: 1, taxRates: rates(21, 17) },
    { unitPrice: '24999.99', quantity: 1, taxRates: rates(21) },
  ];

  it("a line's figure is its gross without national taxes, rounded once", () => {
    expect(lineWithoutNationalTaxes({ unitPrice: '189999.99', quantity: 3, taxRates: rates(10.5, 9.5) })).toBe(466832.55);
    // One unit: the unit's own figure.
    expect(lineWithoutNationalTaxes({ unitPrice: '54999.50', quantity: 1, taxRates: rates(21, 17) })).toBe(37726.93);
  });

  it('a total is rounded once per IVA rate, as its invoice declares it', () => {
    // 2 × 339.999 at 10,5 % is 615.382,805…, one centavo over twice the unit's 307.691,40.
    expect(totalWithoutNationalTaxes({ lines: cart })).toBe(673770.89);
  });

  it("a cart of one line totals that line's figure", () => {
    const line = { unitPrice: '189999.99', quantity: 3, taxRates: rates(10.5, 9.5) };
    expect(totalWithoutNationalTaxes({ lines: [line] })).toBe(lineWithoutNationalTaxes(line));
  });

  it('scales with a coupon, and adds shipping at 21 % IVA', () => {
    // 10 % off 759.997,49 leaves 683.997,74 of products.
    expect(totalWithoutNationalTaxes({ lines: cart, productsAfterDiscount: 683997.74 })).toBe(606393.79);
    expect(totalWithoutNationalTaxes({ lines: cart, productsAfterDiscount: 683997.74, shippingCost: 8500 })).toBe(613418.58);
    expect(totalWithoutNationalTaxes({ lines: cart, productsAfterDiscount: 759997.49 - 5000 })).toBe(669338.17);
  });

  it('rounds once, exactly: half a centavo goes up', () => {
    // 1,21 / 1,21 × (1 − 0,5 %) = 0,995 exactly, which binary floating point reads as 0,99499…
    expect(priceWithoutNationalTaxes('1.21', rates(21, 0.5))).toBe(1);
    expect(totalWithoutNationalTaxes({ lines: [{ unitPrice: '1.21', quantity: 1, taxRates: rates(21, 0.5) }] })).toBe(1);
  });

  it('is zero with nothing to pay for the products', () => {
    expect(totalWithoutNationalTaxes({ lines: cart, productsAfterDiscount: 0 })).toBe(0);
    expect(totalWithoutNationalTaxes({ lines: [], shippingCost: null })).toBe(0);
  });
});

describe('rates', () => {
  it('accepts IVA at 21 or 10,5 only, and internal taxes from 0 to 100', () => {
    expect([21, 10.5, 0, 27, 10].map(isIvaRate)).toEqual([true, true, false, false, false]);
    expect([0, 9.5, 100, -1, 100.01, Number.NaN].map(isInternalTaxRate)).toEqual([true, true, true, false, false, false]);
  });

  it('takes a product kept before rates were sent at the general rates', () => {
    expect(productTaxRates({})).toEqual(GENERAL_TAX_RATES);
    expect(productTaxRates({ iva_rate: 10.5, internal_tax_rate: 9.5 })).toEqual(rates(10.5, 9.5));
  });
});
