import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, financingOf, formatARS, loanContractTerms, quotePurchase, revocationSentence } from '@tienda/domain';
import { pdfText } from '../../../test/pdfText';
import { sha256Hex } from './acceptedContract';
import { loanContractPdf } from './contractPdf';

// 26/11/2026 15:00 in Buenos Aires.
const NOW = Date.UTC(2026, 10, 26, 18, 0);
const financing = financingOf('19', { installments: 12, tna: 70.53 });
const input = {
  lender: DEMO_COMPANY,
  borrower: { name: 'Ñandú Peña Ibáñez', cuil: '20301112220', email: 'nandu@ejemplo.com' },
  financing,
  quote: quotePurchase(financing, 569_997, NOW),
  date: '2026-11-26',
};
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('the contract PDF', () => {
  it('is byte for byte the same for the same input, and another for another day', async () => {
    const [first, second] = await Promise.all([loanContractPdf(input), loanContractPdf(input)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(first)).toBe(sha256Hex(second));
    expect(first.equals(second)).toBe(true);
    // Stamped with the contract's day (midnight in Buenos Aires), never the moment it was drawn.
    expect(first.toString('latin1').match(/\(D:\d{14}Z\)/g)).toEqual(['(D:20261126030000Z)', '(D:20261126030000Z)']);
    const otherDay = await loanContractPdf({ ...input, date: '2026-11-27' });
    expect(otherDay.equals(first)).toBe(false);
  });

  it('prints the Spanish letters and the amounts as the terms write them', async () => {
    const { text, pages } = await pdfText(await loanContractPdf(input));
    const terms = loanContractTerms(input);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Ñandú Peña Ibáñez · CUIL 20-30111222-0');
    expect(text).toContain('Contrato de préstamo personal');
    expect(spaced(text)).toContain(spaced(`Cuota mensual (la primera y más alta; las siguientes bajan) ${formatARS(74_171.86)}`));
    expect(spaced(text)).toContain(spaced(revocationSentence(DEMO_COMPANY)));
    for (const clause of terms.clauses) expect(text).toContain(clause.title);
    expect(text).toContain('Página 2 de');
  });
});
