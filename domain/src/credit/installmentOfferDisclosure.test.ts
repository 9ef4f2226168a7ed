import { describe, it, expect } from 'vitest';
import { formatRate } from '../money';
import { installmentOfferRates } from './installmentOffer';
import {
  CREDIT_RISK_NOTE,
  installmentOfferDisclosure,
  installmentOfferDisclosureWithNote,
  installmentOfferOf,
  installmentOfferTerms,
} from './installmentOfferDisclosure';

// formatARS writes a non-breaking space after the sign; a person reads it as a space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

// The demo headphones: 6 × $ 19.999 against $ 99.999 cash. Rates from installmentOfferRates, whose own
// tests pin them to referenceFigures.py (IRR 5,4707 % a month: TNA 66,56 %, TEA 91,17 %).
const headphones = installmentOfferRates({ price: 119_994, final_price: '99999.00', internal_cost: 19_999 })!;

describe('formatRate', () => {
  it.each([
    [98.5, '98,50%'],
    [0, '0,00%'],
    [132.25, '132,25%'],
    [1234.5, '1.234,50%'],
  ])('writes %s as %s', (percent, expected) => {
    expect(formatRate(percent)).toBe(expected);
  });
});

describe('installmentOfferTerms', () => {
  it('words each part of the offer in es-AR', () => {
    expect(Object.fromEntries(Object.entries(installmentOfferTerms(headphones)).map(([key, text]) => [key, spaced(text)]))).toEqual({
      installments: '6 cuotas fijas de $ 19.999,00',
      cftea: 'CFTEA 91,17%',
      tea: 'TEA 91,17%',
      tna: 'TNA 66,56%',
      totalFinanced: 'Total financiado $ 119.994,00',
      cashPrice: 'Precio contado $ 99.999,00',
    });
  });
});

describe('installmentOfferDisclosure', () => {
  it('says the instalments, then the CFTEA, TEA, TNA, total financed and cash price on one line', () => {
    expect(spaced(installmentOfferDisclosure(headphones))).toBe(
      '6 cuotas fijas de $ 19.999,00* · CFTEA 91,17% · TEA 91,17% · TNA 66,56% · Total financiado $ 119.994,00 · Precio contado $ 99.999,00',
    );
  });

  it('keeps the centavos of an instalment and a free offer at 0 %', () => {
    const free = installmentOfferRates({ price: 600.3, final_price: '600.30', internal_cost: 100.05 })!;
    expect(spaced(installmentOfferDisclosure(free))).toBe(
      '6 cuotas fijas de $ 100,05* · CFTEA 0,00% · TEA 0,00% · TNA 0,00% · Total financiado $ 600,30 · Precio contado $ 600,30',
    );
  });

  it('ends the plain text with the spec’s note, marked by the same asterisk', () => {
    const text = spaced(installmentOfferDisclosureWithNote(headphones));
    expect(CREDIT_RISK_NOTE).toBe('Sujeto a riesgo crediticio');
    expect(text).toBe(`${spaced(installmentOfferDisclosure(headphones))}. *Sujeto a riesgo crediticio.`);
  });
});

describe('installmentOfferOf', () => {
  it('gives the API the rates a product’s figures imply', () => {
    expect(installmentOfferOf({ price: 119_994, final_price: '99999.00', internal_cost: 19_999 })).toEqual({
      installments: 6,
      installment: 19_999,
      cashPrice: 99_999,
      totalFinanced: 119_994,
      tna: 66.56,
      tea: 91.17,
      cftea: 91.17,
    });
  });

  it('gives null for figures that make no sense: no offer is made', () => {
    expect(installmentOfferOf({ price: 540, final_price: '600.00', internal_cost: 90 })).toBeNull();
  });
});
