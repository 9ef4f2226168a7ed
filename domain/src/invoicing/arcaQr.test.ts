import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../company';
import { arcaQrPayload, arcaQrUrl, decodeArcaQrUrl, type ArcaQrVoucher } from './arcaQr';

const voucher: ArcaQrVoucher = {
  date: '2026-11-26',
  cuit: DEMO_COMPANY.cuit,
  pointOfSale: 1,
  type: 6,
  number: 1,
  total: 692497.74,
  buyer: { docTipo: 86, docNro: 20301112220 },
  cae: '76123456789012',
};

describe("ARCA's QR of a voucher", () => {
  it('carries the JSON of RG 4892/2020, numbers as numbers, in base64 in the URL the regulation names', () => {
    // Encoded apart from this code by voucherReferenceFigures.py (Python's json and base64).
    expect(arcaQrUrl(arcaQrPayload(voucher))).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yNiIsImN1aXQiOjMwOTk5OTk5OTk1LCJwdG9WdGEiOjEsInRpcG9DbXAiOjYsIm5yb0NtcCI6MSwiaW1wb3J0ZSI6NjkyNDk3Ljc0LCJtb25lZGEiOiJQRVMiLCJjdHoiOjEsInRpcG9Eb2NSZWMiOjg2LCJucm9Eb2NSZWMiOjIwMzAxMTEyMjIwLCJ0aXBvQ29kQXV0IjoiRSIsImNvZEF1dCI6NzYxMjM0NTY3ODkwMTJ9',
    );
  });

  it('decodes back to the voucher it was made from', () => {
    expect(decodeArcaQrUrl(arcaQrUrl(arcaQrPayload(voucher)))).toEqual({
      ver: 1,
      fecha: '2026-11-26',
      cuit: 30999999995,
      ptoVta: 1,
      tipoCmp: 6,
      nroCmp: 1,
      importe: 692497.74,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 86,
      nroDocRec: 20301112220,
      tipoCodAut: 'E',
      codAut: 76123456789012,
    });
  });

  it('round-trips whatever padding the base64 needs, and "Consumidor Final" as 99 / 0', () => {
    for (const number of [1, 12, 123]) {
      const payload = arcaQrPayload({ ...voucher, type: 8, number, total: 0.5 * number, buyer: { docTipo: 99, docNro: 0 } });
      expect(decodeArcaQrUrl(arcaQrUrl(payload))).toEqual(payload);
    }
  });

  it('refuses a malformed CUIT, CAE or date, and a URL that is not ARCA’s', () => {
    expect(() => arcaQrPayload({ ...voucher, cuit: '30-9999999-5' })).toThrow('El CUIT debe tener 11 dígitos.');
    expect(() => arcaQrPayload({ ...voucher, cae: '7612345678901' })).toThrow('El CAE debe tener 14 dígitos.');
    expect(() => arcaQrPayload({ ...voucher, date: '26/11/2026' })).toThrow(RangeError);
    expect(() => decodeArcaQrUrl('https://example.com/fe/qr/?p=e30=')).toThrow(RangeError);
  });
});
