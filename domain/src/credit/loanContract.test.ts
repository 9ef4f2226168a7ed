import { describe, expect, it } from 'vitest';
import { LoanContractQuery, loanContractPath, parseContractProducts } from '../contracts/loans';
import { create } from 'superstruct';
import { DEMO_COMPANY as LENDER } from '../company';
import { formatCuil, loanContractTerms, revocationSentence } from './loanContract';
import { financingOf, fixedInstallmentsFinancing, LOAN_TERMS_VERSION, quotePurchase } from './purchaseLoan';

// 26/11/2026 15:00 in Buenos Aires.
const NOW = Date.UTC(2026, 10, 26, 18, 0);
const PLAN_19 = financingOf('19', { installments: 12, tna: 70.53 });
const BORROWER = { name: 'Ana Ruiz', cuil: '20301112220', email: 'ana@ejemplo.com' };
const quote = quotePurchase(PLAN_19, 569_997, NOW);
const terms = loanContractTerms({ lender: LENDER, borrower: BORROWER, financing: PLAN_19, quote, date: '2026-11-26' });
const text = JSON.stringify(terms);
const row = (label: string) => terms.summary.find((entry) => entry.label.startsWith(label));

describe('the loan contract', () => {
  it('names both parties: the lender with its CUIT and address, the borrower with CUIL and e-mail', () => {
    expect(terms.parties).toEqual([
      { label: 'Prestador', value: 'Tienda de Crédito Demo S.A. · CUIT 30-99999999-5' },
      { label: 'Domicilio del prestador', value: LENDER.address },
      { label: 'Contacto', value: '0800-345-6789 · hola@creditienda.com.ar' },
      { label: 'Tomador', value: 'Ana Ruiz · CUIL 20-30111222-0' },
      { label: 'Correo electrónico del tomador', value: 'ana@ejemplo.com' },
    ]);
  });

  // The reference figures of $ 569.997 at TNA 70,53 % with IVA (referenceFigures.py; loans.test.ts pins them too).
  it('sums the loan up: amount, instalments, first due date, TNA, TEA, CFTEA with and without IVA, total', () => {
    expect(row('Monto del préstamo')?.value).toBe('$\u00a0569.997,00');
    expect(row('Cantidad de cuotas')?.value).toBe('12');
    expect(row('Periodicidad')?.value).toBe('Mensual');
    expect(row('Primer vencimiento')?.value).toBe('26/12/2026');
    expect(row('Sistema de amortización')?.value).toContain('Francés');
    expect(row('TNA')?.value).toBe('70,53%');
    expect(row('TEA')?.value).toBe('98,50%');
    expect(row('CFTEA con IVA')?.value).toBe('128,15%');
    expect(row('CFTEA sin IVA')?.value).toBe(`${quote.cfteaWithoutIva.toFixed(2).replace('.', ',')}%`);
    expect(row('Total a pagar')?.value).toBe('$\u00a0856.522,26');
    expect(row('Intereses totales')?.value).toBeDefined();
    expect(row('Comisiones, cargos y seguros')?.value).toBe('$\u00a00,00');
  });

  it('shows the CFTEA as prominently as the instalment', () => {
    const instalment = row('Cuota mensual');
    const cftea = row('CFTEA con IVA');
    expect(instalment).toMatchObject({ value: '$\u00a074.171,86', prominent: true });
    expect(cftea?.prominent).toBe(true);
    expect(terms.summary.indexOf(cftea!)).toBeLessThanOrEqual(terms.summary.indexOf(instalment!) + 1);
  });

  it('prints the whole schedule, each row from the quote', () => {
    expect(terms.scheduleRows).toHaveLength(12);
    const [first] = quote.schedule;
    expect(terms.scheduleRows[0]).toEqual(['1', '26/12/2026', expect.any(String), expect.any(String), expect.any(String), '$\u00a00,00', '$\u00a074.171,86', expect.any(String)]);
    expect(terms.scheduleRows[0]![2]).toBe(`$\u00a0${first!.capital.toLocaleString('es-AR', { minimumFractionDigits: 2 })}`);
    expect(terms.scheduleRows.at(-1)).toEqual(['12', '26/11/2027', expect.any(String), expect.any(String), expect.any(String), '$\u00a00,00', expect.any(String), '$\u00a00,00']);
  });

  it('states the revocation right, early cancellation, late payment, the consumer authorities and the version', () => {
    expect(revocationSentence(LENDER)).toBe(
      "Puedes revocar la aceptación dentro de los 10 días hábiles contados desde la fecha de aceptación, sin costo ni responsabilidad, desde 'Mis compras' en la tienda o escribiendo a hola@creditienda.com.ar.",
    );
    expect(text).toContain(revocationSentence(LENDER));
    expect(text).toContain('Ley 24.240');
    expect(text).toMatch(/cancelar el préstamo por anticipado/);
    expect(text).toMatch(/sin comisión ni penalidad/);
    expect(text).toContain('interés punitorio');
    expect(text).toContain('35,27%'); // half the TNA
    expect(text).toContain('0800-666-1518');
    expect(text).toContain('www.usuariosfinancieros.gob.ar');
    expect(terms.subtitle).toContain(`versión ${LOAN_TERMS_VERSION}`);
    expect(terms.footer).toContain(LOAN_TERMS_VERSION);
  });

  it("calls the '6 cuotas fijas' by its name, with one fixed instalment and no charges", () => {
    const product = { price: '120000.00', final_price: '100000.00', internal_cost: '20000.00' };
    const financing = fixedInstallmentsFinancing([{ product, quantity: 1 }])!;
    const fixed = loanContractTerms({ lender: LENDER, borrower: BORROWER, financing, quote: quotePurchase(financing, 100_000, NOW), date: '2026-11-26' });
    expect(fixed.subtitle).toMatch(/^6 cuotas fijas · 26\/11\/2026/);
    expect(fixed.summary.find((entry) => entry.label === 'Cuota mensual fija')?.value).toBe('$\u00a020.000,00');
    expect(fixed.summary.find((entry) => entry.label === 'Total a pagar')?.value).toBe('$\u00a0120.000,00');
    expect(JSON.stringify(fixed)).toContain('no tiene comisiones, cargos ni seguros');
  });

  it('names the fees of a plan that has them, and adds the granting fee to the total', () => {
    const financing = financingOf('30', { installments: 6, tna: 60, grantingFee: 2, monthlyFee: 500 });
    const priced = quotePurchase(financing, 100_000, NOW);
    const withFees = loanContractTerms({ lender: LENDER, borrower: BORROWER, financing, quote: priced, date: '2026-11-26' });
    expect(withFees.summary.find((entry) => entry.label === 'Comisiones, cargos y seguros')?.value).toBe('$\u00a05.000,00');
    expect(withFees.summary.find((entry) => entry.label === 'Total a pagar')?.value).toBe(
      new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(priced.totalToRepay + 2_000),
    );
    expect(JSON.stringify(withFees)).toContain('comisión de otorgamiento del 2,00%');
  });

  it('is the same for the same input', () => {
    expect(loanContractTerms({ lender: LENDER, borrower: BORROWER, financing: PLAN_19, quote, date: '2026-11-26' })).toEqual(terms);
  });

  it('writes a CUIL with its dashes', () => {
    expect(formatCuil('27302223330')).toBe('27-30222333-0');
    expect(formatCuil('no')).toBe('no');
  });
});

describe('the link to a contract before it is accepted', () => {
  it('carries the plan, the amount, the lines for the fixed plan, and the token; the route reads them back', () => {
    const path = loanContractPath({ plan: 'cuotas-fijas', amount: 569_997.5, token: 'abc.def', products: [{ productId: 12, quantity: 1 }, { productId: 40, quantity: 2 }] });
    expect(path).toBe('/api/loan/contract.pdf?plan=cuotas-fijas&amount=569997.5&products=12x1%2C40x2&token=abc.def');
    const query = Object.fromEntries(path.split('?')[1]!.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    const read = create(query, LoanContractQuery);
    expect(read).toEqual({ plan: 'cuotas-fijas', amount: 569_997.5, products: '12x1,40x2', token: 'abc.def' });
    expect(parseContractProducts(read.products!)).toEqual([{ productId: 12, quantity: 1 }, { productId: 40, quantity: 2 }]);
    expect(loanContractPath({ plan: '19', amount: 1000, token: 't' })).toBe('/api/loan/contract.pdf?plan=19&amount=1000&token=t');
    expect(loanContractPath({ plan: '19', amount: 0.1 + 0.2, token: 't' })).toBe('/api/loan/contract.pdf?plan=19&amount=0.3&token=t');
  });

  it('refuses an amount that is no amount and a list that is no list', () => {
    for (const amount of ['0', '-1', 'abc', '1e9', '2000000000', '1.234']) {
      expect(() => create({ plan: '19', amount, token: 't' }, LoanContractQuery)).toThrow();
    }
    expect(() => create({ plan: '19', amount: '10', token: 't', products: '12x1;13x2' }, LoanContractQuery)).toThrow();
  });
});
