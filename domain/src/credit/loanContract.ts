// The loan contract a borrower reads before accepting and keeps after: the "cuadro resumen" first
// (Ley 24.240 art. 36; BCRA "Protección de los usuarios de servicios financieros"), the schedule, then
// the clauses. Plain structured text, so the server's PDF, the mail and any screen say the same words.
import type { LoanFinancing, LoanQuote } from '../contracts/loans';
import { formatARS, formatRate } from '../money';
import { dayMonthYearOf } from './dueDates';
import type { Company } from '../company';
import { FIXED_INSTALLMENTS_PLAN, LOAN_TERMS_VERSION } from './purchaseLoan';

/** Days to revoke the acceptance, counted in business days from the day it was given. */
export const REVOCATION_BUSINESS_DAYS = 10;

export type LoanBorrower = { name: string; cuil: string; email: string };

export type LoanContractInput = {
  /** Who lends: the company that sells (the server's COMPANY_* settings). */
  lender: Company;
  borrower: LoanBorrower;
  financing: LoanFinancing;
  quote: LoanQuote;
  /** The Buenos Aires day the loan is quoted and accepted (YYYY-MM-DD): its due dates count from it. */
  date: string;
  /** LOAN_TERMS_VERSION unless an older contract is printed again. */
  termsVersion?: string;
};

/** A line of a table of label and value; `prominent` ones are printed larger (the instalment and the CFTEA alike). */
export type LoanContractRow = { label: string; value: string; prominent?: boolean };

export type LoanContractClause = { title: string; paragraphs: string[] };

export type LoanContractTerms = {
  title: string;
  /** The day, the plan and the terms' version, under the title. */
  subtitle: string;
  parties: LoanContractRow[];
  summaryTitle: string;
  summary: LoanContractRow[];
  scheduleTitle: string;
  scheduleColumns: string[];
  scheduleRows: string[][];
  clauses: LoanContractClause[];
  footer: string;
};


/** 20301112220 → 20-30111222-0; anything that is not 11 digits is printed as given. */
export function formatCuil(cuil: string): string {
  const digits = cuil.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : cuil;
}

/** The plan as the borrower knows it. */
export function loanPlanName(financing: Pick<LoanFinancing, 'plan' | 'installments'>): string {
  return financing.plan === FIXED_INSTALLMENTS_PLAN ? `${financing.installments} cuotas fijas` : `Préstamo personal en ${financing.installments} cuotas (plan ${financing.plan})`;
}

/**
 * The revocation right in the words the contract, the summary and the mail use; `since` names the day
 * the 10 business days count from ("la fecha de aceptación" in the contract, "el 26/11/2026" in a mail).
 */
export function revocationSentence(lender: Pick<Company, 'email'>, since = 'la fecha de aceptación'): string {
  return `Puedes revocar la aceptación dentro de los ${REVOCATION_BUSINESS_DAYS} días hábiles contados desde ${since}, sin costo ni responsabilidad, desde 'Mis compras' en la tienda o escribiendo a ${lender.email}.`;
}

function instalmentRow(quote: LoanQuote): LoanContractRow {
  const fixed = quote.schedule.every((row) => row.total === quote.firstInstallment);
  return fixed
    ? { label: 'Cuota mensual fija', value: formatARS(quote.firstInstallment), prominent: true }
    : { label: 'Cuota mensual (la primera y más alta; las siguientes bajan)', value: formatARS(quote.highestInstallment), prominent: true };
}

function summaryOf({ financing, quote }: LoanContractInput): LoanContractRow[] {
  const first = quote.schedule[0];
  const charges = roundedSum(quote.grantingFee, quote.totalCharges);
  return [
    { label: 'Monto del préstamo', value: formatARS(quote.capital) },
    { label: 'Cantidad de cuotas', value: String(quote.installments) },
    { label: 'Periodicidad', value: 'Mensual' },
    instalmentRow(quote),
    // BCRA asks for the CFTEA at least as prominent as the instalment: the same size and weight.
    { label: 'CFTEA con IVA (costo financiero total efectivo anual)', value: formatRate(quote.cftea), prominent: true },
    { label: 'Primer vencimiento', value: first ? dayMonthYearOf(first.dueDate) : '-' },
    { label: 'Sistema de amortización', value: 'Francés (cuota fija de capital e interés)' },
    { label: 'TNA (tasa nominal anual, fija)', value: formatRate(quote.tna) },
    { label: 'TEA (tasa efectiva anual)', value: formatRate(quote.tea) },
    { label: 'CFTEA sin IVA', value: formatRate(quote.cfteaWithoutIva) },
    { label: 'Intereses totales', value: formatARS(quote.totalInterest) },
    { label: `IVA sobre los intereses (${formatRate(financing.ivaOnInterest)})`, value: formatARS(quote.totalIva) },
    { label: 'Comisiones, cargos y seguros', value: formatARS(charges) },
    { label: 'Total a pagar', value: formatARS(roundedSum(quote.totalToRepay, quote.grantingFee)) },
  ];
}

// Centavos are added as integers: two amounts in pesos never gain a fraction of a centavo.
const roundedSum = (...amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

function chargesClause(financing: LoanFinancing, quote: LoanQuote): string {
  const parts = [
    financing.grantingFee > 0 ? `una comisión de otorgamiento del ${formatRate(financing.grantingFee)} del monto (${formatARS(quote.grantingFee)}), que se paga al otorgarse el préstamo` : null,
    financing.monthlyFee > 0 ? `un cargo fijo de ${formatARS(financing.monthlyFee)} con cada cuota` : null,
    financing.insurance > 0 ? `un seguro del ${formatRate(financing.insurance)} mensual sobre el saldo adeudado` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0
    ? 'Este préstamo no tiene comisiones, cargos ni seguros: pagas solo el capital, los intereses y el IVA sobre los intereses.'
    : `Además del capital, los intereses y el IVA sobre los intereses, pagas ${parts.join('; ')}. Todos están incluidos en el CFTEA.`;
}

function clausesOf({ lender, borrower, financing, quote }: LoanContractInput, version: string): LoanContractClause[] {
  const last = quote.schedule.at(-1);
  return [
    {
      title: '1. Partes y objeto',
      paragraphs: [
        `${lender.legalName} (CUIT ${lender.cuit}, con domicilio en ${lender.address}), en adelante "el prestador", te presta ${formatARS(quote.capital)} a ti, ${borrower.name} (CUIL ${formatCuil(borrower.cuil)}), para pagar tu compra en la tienda. El dinero se aplica por completo al pago de esa compra: no lo recibes en efectivo.`,
      ],
    },
    {
      title: '2. Cómo se devuelve',
      paragraphs: [
        `Devuelves el préstamo en ${quote.installments} cuotas mensuales y consecutivas por el sistema francés: cada cuota paga los intereses del mes sobre el saldo adeudado y una parte del capital, de modo que la parte de capital crece y la de intereses baja. La primera vence el ${quote.schedule[0] ? dayMonthYearOf(quote.schedule[0].dueDate) : '-'} y la última el ${last ? dayMonthYearOf(last.dueDate) : '-'}; cada una, el mismo día de cada mes (o el último día del mes cuando ese mes es más corto).`,
        'La última cuota se ajusta para cancelar exactamente el capital prestado; nunca es mayor que las anteriores. El cronograma de arriba detalla cada cuota.',
      ],
    },
    {
      title: '3. Tasas y costo financiero total',
      paragraphs: [
        `La TNA es fija por todo el préstamo: ${formatRate(quote.tna)}. Los intereses se calculan por períodos de 30 días sobre un año de 365; así, la TEA es ${formatRate(quote.tea)}. El costo financiero total efectivo anual (CFTEA), que suma intereses, IVA, comisiones, cargos y seguros, es ${formatRate(quote.cftea)} con IVA y ${formatRate(quote.cfteaWithoutIva)} sin IVA.`,
        chargesClause(financing, quote),
      ],
    },
    {
      title: '4. Tu derecho a revocar la aceptación',
      paragraphs: [
        revocationSentence(lender),
        'Este derecho surge del artículo 36 de la Ley 24.240 de Defensa del Consumidor y de las normas del BCRA sobre protección de los usuarios de servicios financieros. Si revocas, el préstamo queda sin efecto, la compra se cancela según sus propias reglas y no pagas ninguna cuota, interés ni cargo.',
      ],
    },
    {
      title: '5. Cancelación anticipada y baja',
      paragraphs: [
        `Puedes cancelar el préstamo por anticipado, en todo o en parte, cuando quieras, y pedir la baja del producto, desde 'Mis compras' en la tienda o escribiendo a ${lender.email}. Pagas solo el capital que adeudas y los intereses devengados hasta ese día, con su IVA, sin comisión ni penalidad. Una cancelación parcial reduce las cuotas que faltan o su cantidad, según elijas.`,
      ],
    },
    {
      title: '6. Si una cuota se paga tarde',
      paragraphs: [
        `Si no pagas una cuota a su vencimiento, la mora se produce sin necesidad de aviso. Desde ese día y hasta el pago, el capital de esa cuota devenga, además del interés de este préstamo, un interés punitorio a una tasa que no supera la mitad de la TNA (${formatRate(quote.tna / 2)}). No se cobran otros cargos por la mora.`,
        'Te avisamos por correo antes de iniciar cualquier gestión de cobro. Una deuda impaga puede informarse a las bases de información crediticia que consultan los prestadores.',
      ],
    },
    {
      title: '7. Consultas y reclamos',
      paragraphs: [
        `Para consultas y reclamos sobre este préstamo, llama al ${lender.phone} o escribe a ${lender.email}; te respondemos dentro de los 10 días hábiles. El domicilio del prestador es ${lender.address}.`,
        'Si tu reclamo no se resuelve, puedes acudir a Defensa del Consumidor de la Nación (0800-666-1518, www.argentina.gob.ar/defensadelconsumidor), en la Ciudad de Buenos Aires a Defensa del Consumidor de la Ciudad (línea 147), y al BCRA, Protección de los Usuarios de Servicios Financieros (www.usuariosfinancieros.gob.ar).',
      ],
    },
    {
      title: '8. Aceptación y copia',
      paragraphs: [
        `Aceptas estas condiciones al marcar la casilla y tocar "Confirmar préstamo" en la tienda con tu cuenta (${borrower.email}). Guardamos este mismo documento con tu compra, con su huella digital (SHA-256), y puedes descargarlo cuando quieras desde 'Mis compras'. Condiciones del préstamo, versión ${version}.`,
      ],
    },
  ];
}

/** The whole contract of a loan quote, in the order it is printed. Pure: the same input gives the same words. */
export function loanContractTerms(input: LoanContractInput): LoanContractTerms {
  const { lender, borrower, financing, quote, date } = input;
  const version = input.termsVersion ?? LOAN_TERMS_VERSION;
  return {
    title: 'Contrato de préstamo personal',
    subtitle: `${loanPlanName(financing)} · ${dayMonthYearOf(date)} · Condiciones versión ${version}`,
    parties: [
      { label: 'Prestador', value: `${lender.legalName} · CUIT ${lender.cuit}` },
      { label: 'Domicilio del prestador', value: lender.address },
      { label: 'Contacto', value: `${lender.phone} · ${lender.email}` },
      { label: 'Tomador', value: `${borrower.name} · CUIL ${formatCuil(borrower.cuil)}` },
      { label: 'Correo electrónico del tomador', value: borrower.email },
    ],
    summaryTitle: 'Cuadro resumen',
    summary: summaryOf(input),
    scheduleTitle: 'Cronograma de pagos',
    scheduleColumns: ['N°', 'Vencimiento', 'Capital', 'Interés', 'IVA', 'Cargos', 'Cuota', 'Saldo'],
    scheduleRows: quote.schedule.map((row) => [
      String(row.number),
      dayMonthYearOf(row.dueDate),
      formatARS(row.capital),
      formatARS(row.interest),
      formatARS(row.iva),
      formatARS(row.charges),
      formatARS(row.total),
      formatARS(row.balance),
    ]),
    clauses: clausesOf(input, version),
    footer: `${lender.legalName} · CUIT ${lender.cuit} · ${lender.phone} · ${lender.email} · Condiciones versión ${version}`,
  };
}
