import { describe, expect, it } from 'vitest';
import { BUYER_IDENTIFICATION_THRESHOLD, needsBuyerIdentification, UNIDENTIFIED_BUYER, voucherBuyer } from './voucherBuyer';

describe("a Factura B's buyer", () => {
  it('needs an identification from $ 10.000.000 on, not a centavo before', () => {
    expect(BUYER_IDENTIFICATION_THRESHOLD).toBe(10_000_000);
    expect([9_999_999.99, 10_000_000, 12_500_000].map(needsBuyerIdentification)).toEqual([false, true, true]);
  });

  it('names the buyer by CUIL (86) when the order has one, dashes or not, else by DNI (96)', () => {
    expect(voucherBuyer({ cuil: '20-30111222-0', dni: '30111222' }, 1000)).toEqual({ docTipo: 86, docNro: 20301112220 });
    expect(voucherBuyer({ dni: '30.111.222' }, 1000)).toEqual({ docTipo: 96, docNro: 30111222 });
    // A CUIL whose check digit fails is not sent to ARCA: the DNI is used, or nothing.
    expect(voucherBuyer({ cuil: '20301112221', dni: '30111222' }, 1000)).toEqual({ docTipo: 96, docNro: 30111222 });
  });

  it('is "Consumidor Final" without identification (99, 0) under the threshold, and waits for one from it on', () => {
    expect(voucherBuyer({}, 9_999_999.99)).toEqual(UNIDENTIFIED_BUYER);
    expect(UNIDENTIFIED_BUYER).toEqual({ docTipo: 99, docNro: 0 });
    expect(voucherBuyer({ cuil: '20301112221' }, 10_000_000)).toBeNull();
    expect(voucherBuyer({ dni: '30111222' }, 10_000_000)).toEqual({ docTipo: 96, docNro: 30111222 });
  });
});
