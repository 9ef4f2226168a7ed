import { describe, expect, it } from 'vitest';
import { shareCardSvg } from './shareCard';
import type { ShareProduct } from './shareQueries';
import { shopShareCardSvg } from './shopShareCard';

const headphones: ShareProduct = {
  id: 104,
  name: 'Auriculares inalámbricos Sony WH-CH520',
  brand: 'Sony',
  price: '119994.00',
  final_price: '99999.00',
  internal_cost: '19999.00',
  images: [],
  iva_rate: 21,
  internal_tax_rate: 0,
  version: '1',
};

/** Each <text> of the picture: its words (the peso sign's non-breaking space read as a space), size and weight. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text [^>]*font-size="([\d.]+)" font-weight="(\d+)"[^>]*>([^<]*)<\/text>/g)].map(([, size, weight, words]) => ({
    words: words!.replace(/\u00a0/g, ' '),
    size: Number(size),
    weight: Number(weight),
  }));

describe('the link-preview picture', () => {
  it('discloses the instalments’ cost beside them, the CFTEA as large and as bold as the instalment', () => {
    const lines = texts(shareCardSvg(headphones, true));
    const words = lines.map((line) => line.words);
    expect(words).toEqual(
      expect.arrayContaining([
        '$ 99.999,00',
        'al contado',
        // 99.999 / 1,21
        'Precio sin impuestos nacionales: $ 82.643,80',
        '6 cuotas fijas de $ 19.999,00*',
        'CFTEA 91,17%',
        'TEA 91,17% · TNA 66,56%',
        'Total financiado $ 119.994,00',
        '*Sujeto a riesgo crediticio',
      ]),
    );
    const installments = lines.find((line) => line.words.startsWith('6 cuotas fijas'))!;
    const cftea = lines.find((line) => line.words.startsWith('CFTEA'))!;
    expect(cftea.size).toBeGreaterThanOrEqual(installments.size);
    expect(cftea.weight).toBeGreaterThanOrEqual(installments.weight);
  });

  it('takes the price without national taxes from the product’s own rates', () => {
    // 10,5 % IVA and 9,5 % internal taxes: 99.999 / 1,105 × 0,905 = 81.899,63
    const words = texts(shareCardSvg({ ...headphones, iva_rate: 10.5, internal_tax_rate: 9.5 }, true)).map((line) => line.words);
    expect(words).toContain('Precio sin impuestos nacionales: $ 81.899,63');
  });

  it('makes no instalment offer when the figures make no sense, only the cash price', () => {
    const words = texts(shareCardSvg({ ...headphones, internal_cost: '1.00', price: '6.00' }, true)).map((line) => line.words);
    expect(words).toContain('$ 99.999,00');
    expect(words.join(' ')).not.toMatch(/cuotas|CFTEA|riesgo crediticio/);
  });

  it('shows a link to the shop its name in bold and what it sells, with no figure to disclose', () => {
    const lines = texts(shopShareCardSvg());
    expect(lines[0]).toEqual({ words: 'CrediTienda', size: expect.any(Number), weight: 700 });
    expect(lines.slice(1).map((line) => line.words).join(' ')).toBe('Celulares, smartwatches, parlantes, auriculares, cocina y hogar en cuotas fijas o al contado.');
  });
});
