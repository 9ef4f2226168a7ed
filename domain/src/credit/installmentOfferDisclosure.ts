// What the shop must say wherever it offers the "6 cuotas fijas" (Res. SIC 4/2025): the cash price, the
// number and amount of the instalments and the CFTEA, with the TEA and the total financed beside them.
// Every place that writes the offer as text (cards, product page, mails, link previews) takes its words
// from here, so a lawyer reads the same sentence everywhere.
import type { InstallmentOffer } from '../contracts/catalog';
import { formatARS, formatRate } from '../money';
import { installmentOfferRates, type InstallmentOfferPrices, type InstallmentOfferRates } from './installmentOffer';

/** The offer's own small print: it is the company's credit (spec text, to the letter). */
export const CREDIT_RISK_NOTE = 'Sujeto a riesgo crediticio';

/** Each part of the disclosure, worded once; the screens lay them out, the plain text joins them. */
export type InstallmentOfferTerms = {
  /** "6 cuotas fijas de $ 19.999,00" (the spec's asterisk is the caller's: it marks the note). */
  installments: string;
  cftea: string;
  tea: string;
  tna: string;
  totalFinanced: string;
  cashPrice: string;
};

export function installmentOfferTerms(rates: InstallmentOfferRates | InstallmentOffer): InstallmentOfferTerms {
  return {
    installments: `${rates.installments} cuotas fijas de ${formatARS(rates.installment)}`,
    cftea: `CFTEA ${formatRate(rates.cftea)}`,
    tea: `TEA ${formatRate(rates.tea)}`,
    tna: `TNA ${formatRate(rates.tna)}`,
    totalFinanced: `Total financiado ${formatARS(rates.totalFinanced)}`,
    cashPrice: `Precio contado ${formatARS(rates.cashPrice)}`,
  };
}

/**
 * The disclosure on one line, the CFTEA straight after the instalment:
 * "6 cuotas fijas de $ 19.999,00* · CFTEA 79,21% · TEA 79,21% · TNA 59,02% · Total financiado $ 119.994,00 · Precio contado $ 99.999,00".
 */
export function installmentOfferDisclosure(rates: InstallmentOfferRates | InstallmentOffer): string {
  const terms = installmentOfferTerms(rates);
  return [`${terms.installments}*`, terms.cftea, terms.tea, terms.tna, terms.totalFinanced, terms.cashPrice].join(' · ');
}

/** The disclosure and its note, for plain text (mails, descriptions): one paragraph. */
export function installmentOfferDisclosureWithNote(rates: InstallmentOfferRates | InstallmentOffer): string {
  return `${installmentOfferDisclosure(rates)}. *${CREDIT_RISK_NOTE}.`;
}

/** The offer as the API discloses it beside a product (the InstallmentOffer contract), or null: no offer. */
export function installmentOfferOf(prices: InstallmentOfferPrices): InstallmentOffer | null {
  const rates = installmentOfferRates(prices);
  if (!rates) return null;
  const { installments, installment, cashPrice, totalFinanced, tna, tea, cftea } = rates;
  return { installments, installment, cashPrice, totalFinanced, tna, tea, cftea };
}
