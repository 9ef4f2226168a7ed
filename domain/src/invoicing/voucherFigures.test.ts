import { describe, expect, it } from 'vitest';
import { orderWithoutNationalTaxes } from '../taxes';
import { creditNoteFigures, voucherFigures, type VoucherFigures, type VoucherLine, type VoucherOrder } from './voucherFigures';

// Every pinned figure below was computed apart from this code by voucherReferenceFigures.py (beside this
// file): Python decimal at 50 digits, centavos ROUND_HALF_UP. Run it to see them.
const line = (unitPrice: number, quantity: number, ivaRate: number, internalTaxRate = 0): VoucherLine => ({ unitPrice, quantity, ivaRate, internalTaxRate });
const order = (products: VoucherLine[], totalPrice?: number, shippingCost = 0): VoucherOrder => ({
  products,
  totalPrice: totalPrice ?? products.reduce((sum, { unitPrice, quantity }) => Math.round((sum + unitPrice * quantity) * 100) / 100, 0),
  shippingCost,
});
const cart = [line(339999, 2, 10.5), line(54999.5, 1, 21, 17), line(24999.99, 1, 21)];

const centavos = (pesos: number) => Math.round(pesos * 100);

/** What every voucher must hold: ARCA refuses one whose parts do not add up to the centavo. */
function expectBalanced(figures: VoucherFigures) {
  const bases = figures.alicIva.reduce((sum, { BaseImp }) => sum + centavos(BaseImp), 0);
  const ivas = figures.alicIva.reduce((sum, { Importe }) => sum + centavos(Importe), 0);
  expect(centavos(figures.impNeto)).toBe(bases);
  expect(centavos(figures.impIva)).toBe(ivas);
  expect(centavos(figures.impNeto) + centavos(figures.impIva) + centavos(figures.impTrib)).toBe(centavos(figures.impTotal));
  // Every rate's IVA is its base × the rate within a centavo: ARCA refuses more (error 10051).
  for (const { Id, BaseImp, Importe } of figures.alicIva) {
    const rate = Id === 5 ? 0.21 : 0.105;
    expect(Math.abs(centavos(Importe) - centavos(BaseImp) * rate)).toBeLessThan(1);
  }
}

/** What the buyer reads as the price without national taxes on every page and mail is the voucher's, exactly. */
function expectConsistentWithTaxes(source: VoucherOrder, figures: VoucherFigures) {
  const implied = centavos(figures.impTotal) - centavos(figures.transparency.ivaContenido) - centavos(figures.transparency.otrosImpuestosNacionalesIndirectos);
  expect(implied).toBe(centavos(orderWithoutNationalTaxes(source)));
}

describe('the figures of a Factura B', () => {
  it('one line at 21 %: the base is the price before IVA, the rest is IVA', () => {
    const source = order([line(339999, 1, 21)]);
    const figures = voucherFigures(source);
    expect(figures).toEqual({
      impTotal: 339999,
      impNeto: 280990.91,
      impIva: 59008.09,
      impTrib: 0,
      impTotConc: 0,
      impOpEx: 0,
      alicIva: [{ Id: 5, BaseImp: 280990.91, Importe: 59008.09 }],
      transparency: { ivaContenido: 59008.09, otrosImpuestosNacionalesIndirectos: 0 },
    });
    // The same figure taxes.ts shows as the price without national taxes.
    expect(orderWithoutNationalTaxes(source)).toBe(280990.91);
  });

  it('lines at 21 % and 10,5 %: one AlicIva entry per rate, 21 % first', () => {
    const source = order([line(339999, 1, 10.5), line(24999.99, 1, 21)]);
    const figures = voucherFigures(source);
    expect(figures.alicIva).toEqual([
      { Id: 5, BaseImp: 20661.15, Importe: 4338.84 },
      { Id: 4, BaseImp: 307691.4, Importe: 32307.6 },
    ]);
    expect([figures.impTotal, figures.impNeto, figures.impIva]).toEqual([364998.99, 328352.55, 36646.44]);
    expectBalanced(figures);
    expectConsistentWithTaxes(source, figures);
  });

  it('internal taxes stay inside the IVA base and are shown apart as other national indirect taxes', () => {
    const source = order([line(54999.5, 1, 21, 17)]);
    const figures = voucherFigures(source);
    expect(figures.alicIva).toEqual([{ Id: 5, BaseImp: 45454.13, Importe: 9545.37 }]);
    expect(figures.impTrib).toBe(0);
    expect(figures.transparency).toEqual({ ivaContenido: 9545.37, otrosImpuestosNacionalesIndirectos: 7727.2 });
    // 54.999,50 − 9.545,37 − 7.727,20 = 37.726,93: taxes.ts's price without national taxes, exactly.
    expect(orderWithoutNationalTaxes(source)).toBe(37726.93);
    expectBalanced(figures);
  });

  it("takes each rate's IVA as its gross less its base, so the parts add up to the total", () => {
    const figures = voucherFigures(order(cart));
    // 615.382,81 × 10,5 % = 64.615,195…: 64.615,20 would leave the parts a centavo over 759.997,49.
    expect(figures.alicIva).toEqual([
      { Id: 5, BaseImp: 66115.28, Importe: 13884.21 },
      { Id: 4, BaseImp: 615382.81, Importe: 64615.19 },
    ]);
    expect([figures.impTotal, figures.impNeto, figures.impIva]).toEqual([759997.49, 681498.09, 78499.4]);
    expect(figures.transparency.otrosImpuestosNacionalesIndirectos).toBe(7727.2);
    expectBalanced(figures);
    expectConsistentWithTaxes(order(cart), figures);
  });

  it('takes a coupon off every line in proportion', () => {
    // 10 % off 759.997,49 leaves 683.997,74 of products.
    const source = order(cart, 683997.74);
    const figures = voucherFigures(source);
    expect(figures.impTotal).toBe(683997.74);
    expect(figures.alicIva).toEqual([
      { Id: 5, BaseImp: 59503.75, Importe: 12495.79 },
      { Id: 4, BaseImp: 553844.52, Importe: 58153.68 },
    ]);
    expect(figures.transparency).toEqual({ ivaContenido: 70649.47, otrosImpuestosNacionalesIndirectos: 6954.48 });
    expectBalanced(figures);
    // 683.997,74 − 70.649,47 − 6.954,48 = 606.393,79, the figure the checkout showed.
    expectConsistentWithTaxes(source, figures);
  });

  it('invoices shipping at 21 % with the goods', () => {
    const source = order(cart, 683997.74, 8500);
    const figures = voucherFigures(source);
    expect(figures.impTotal).toBe(692497.74);
    expect(figures.alicIva).toEqual([
      { Id: 5, BaseImp: 66528.55, Importe: 13970.99 },
      { Id: 4, BaseImp: 553844.52, Importe: 58153.68 },
    ]);
    expect([figures.impNeto, figures.impIva]).toEqual([620373.07, 72124.67]);
    expectBalanced(figures);
    expectConsistentWithTaxes(source, figures);

    // Shipping alone brings a 21 % entry to an order of 10,5 % goods.
    expect(voucherFigures(order([line(100, 1, 10.5)], 100, 1)).alicIva).toEqual([
      { Id: 5, BaseImp: 0.83, Importe: 0.17 },
      { Id: 4, BaseImp: 90.5, Importe: 9.5 },
    ]);
  });

  it('rounds the lines of many units once per rate, not once per unit', () => {
    const source = order([line(189999.99, 3, 10.5, 9.5), line(1999.99, 7, 21)]);
    const figures = voucherFigures(source);
    expect(figures.impTotal).toBe(583999.9);
    expect(figures.alicIva).toEqual([
      { Id: 5, BaseImp: 11570.19, Importe: 2429.74 },
      { Id: 4, BaseImp: 515837.08, Importe: 54162.89 },
    ]);
    expect(figures.transparency).toEqual({ ivaContenido: 56592.63, otrosImpuestosNacionalesIndirectos: 49004.53 });
    expectBalanced(figures);
    expect(orderWithoutNationalTaxes(source)).toBe(478402.74);
    expectConsistentWithTaxes(source, figures);
  });

  it('refuses an IVA rate ARCA does not take from the shop, and products that cost more than their lines', () => {
    expect(() => voucherFigures(order([line(100, 1, 27)]))).toThrow(RangeError);
    expect(() => voucherFigures(order([line(0, 1, 21)], 10))).toThrow(RangeError);
    expect(() => voucherFigures(order([line(100, 1, 21)], 100.01))).toThrow(RangeError);
  });
});

describe('the Nota de crédito B of a refund', () => {
  it('carries the same figures as the invoice, as a copy', () => {
    const invoice = voucherFigures(order(cart, 683997.74, 8500));
    const credit = creditNoteFigures(invoice);
    expect(credit).toEqual(invoice);
    expect(credit.alicIva).not.toBe(invoice.alicIva);
  });
});
