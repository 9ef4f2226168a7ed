import { describe, expect, it } from 'vitest';
import { buyerDocumentText, voucherDateText, voucherName, VOUCHER_NAMES, voucherNumberText, VOUCHER_TITLES } from './voucherText';

describe("a voucher's words", () => {
  it('prints the point of sale and the number zero-padded, and the date as Argentina reads it', () => {
    expect(voucherNumberText(1, 1)).toBe('00001-00000001');
    expect(voucherNumberText(12, 3456789)).toBe('00012-03456789');
    expect(voucherDateText('2026-11-26')).toBe('26/11/2026');
  });

  it('names the type with its code', () => {
    expect(VOUCHER_TITLES.facturaB).toEqual({ title: 'FACTURA B', code: '006' });
    expect(VOUCHER_TITLES.notaDeCreditoB).toEqual({ title: 'NOTA DE CRÉDITO B', code: '008' });
  });

  it('names the type in a sentence as the title does, with its number once it has one', () => {
    expect(voucherName('facturaB', '00001-00000042')).toBe('Factura B 00001-00000042');
    expect(voucherName('notaDeCreditoB', '00001-00000007')).toBe('Nota de crédito B 00001-00000007');
    expect(voucherName('facturaB', null)).toBe('Factura B');
    for (const kind of ['facturaB', 'notaDeCreditoB'] as const) expect(VOUCHER_NAMES[kind].toUpperCase()).toBe(VOUCHER_TITLES[kind].title);
  });

  it('prints the buyer by CUIL, DNI, or as "Consumidor Final"', () => {
    expect(buyerDocumentText({ docTipo: 86, docNro: 20301112220 })).toBe('CUIL 20-30111222-0');
    expect(buyerDocumentText({ docTipo: 96, docNro: 30111222 })).toBe('DNI 30.111.222');
    expect(buyerDocumentText({ docTipo: 99, docNro: 0 })).toBe('Consumidor Final');
  });
});
