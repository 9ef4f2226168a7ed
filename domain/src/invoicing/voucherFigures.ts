// The figures of the electronic voucher ARCA authorises for a paid order (WSFEv1's FECAESolicitar): a
// Factura B to a final consumer and, for a refund, the Nota de crédito B of the same figures. A Factura B
// prints final prices (IVA included), but ARCA still asks for the IVA broken out by rate, and Ley 27.743
// (Régimen de Transparencia Fiscal al Consumidor) asks the voucher to show the buyer the IVA and the other
// national indirect taxes its price contains.
//
// How the figures are built, in whole centavos (BigInt, as taxes.ts does):
//   1. each line's gross is its unit price × quantity; a coupon takes off the same share of every line
//      (largest remainder, so the lines add up to what was paid for the products, to the centavo);
//      shipping is one more line at 21 % IVA without internal taxes;
//   2. per IVA rate, BaseImp = gross / (1 + IVA) and Importe = BaseImp × IVA, each rounded to centavos,
//      so every rate's IVA is what ARCA recomputes from its base;
//   3. the centavo those roundings may leave between ImpTotal and ImpNeto + ImpIVA goes into the largest
//      base (of the rate whose base is largest), so ImpTotal = ImpNeto + ImpIVA + ImpTrib exactly: ARCA
//      refuses a voucher whose parts do not add up.
//
// What the buyer reads as the price without national taxes, ImpTotal − IVA contenido − otros impuestos,
// agrees with taxes.ts's figure for the same order (shown on every page and mail) up to roundings:
// taxes.ts rounds each unit's figure and multiplies, the voucher rounds each rate's total, as ARCA
// recomputes it. They differ by half a centavo a unit at most (a few centavos on an order of many units).
//
// Decision to confirm with the company's accountant: internal taxes (Ley 24.674) are part of IVA's
// taxable base (Ley 23.349 art. 10: the price includes them), so they stay inside BaseImp/ImpNeto and are
// not "tributos" of ImpTrib, which stays 0. They are shown to the buyer as "Otros impuestos nacionales
// indirectos" only, as Ley 27.743 asks.
import { roundMoney, toNumber } from '../money';
import { SHIPPING_TAX_RATES, type IvaRate } from '../taxes';

/** The voucher types of ARCA's table (FEParamGetTiposCbte) the shop issues: 6 Factura B, 8 Nota de crédito B. */
export const VOUCHER_TYPES = { facturaB: 6, notaDeCreditoB: 8 } as const;
export type VoucherKind = keyof typeof VOUCHER_TYPES;
export type VoucherType = (typeof VOUCHER_TYPES)[VoucherKind];

/** ARCA's ids for IVA's rates (FEParamGetTiposIva): 5 is 21 %, 4 is 10,5 %. */
export const IVA_RATE_IDS: Record<IvaRate, 4 | 5> = { 21: 5, 10.5: 4 };

/** WSFEv1's "Concepto": 1 Productos (shipping goes with the goods it carries). */
export const VOUCHER_CONCEPT_PRODUCTS = 1;

/** One entry of WSFEv1's AlicIva array: an IVA rate's taxable base and its IVA, in pesos. */
export type AlicIva = { Id: 4 | 5; BaseImp: number; Importe: number };

/** The Ley 27.743 breakdown printed for the buyer: the national taxes the total contains. */
export type ConsumerTransparency = {
  /** "IVA contenido": the voucher's ImpIVA. */
  ivaContenido: number;
  /** "Otros impuestos nacionales indirectos": the internal taxes the prices contain. */
  otrosImpuestosNacionalesIndirectos: number;
};

export type VoucherFigures = {
  /** What the buyer pays in cash terms: products after the coupon plus shipping (the order's total). */
  impTotal: number;
  /** The sum of the IVA bases (internal taxes included: see the decision above). */
  impNeto: number;
  /** The sum of the IVA of every rate. */
  impIva: number;
  /** Other taxes: none (see the decision above). */
  impTrib: number;
  /** Untaxed and exempt amounts: the shop sells none. */
  impTotConc: number;
  impOpEx: number;
  /** One entry per IVA rate present, 21 % first. */
  alicIva: AlicIva[];
  transparency: ConsumerTransparency;
};

/** An order line as the order keeps it: a unit's final price, how many, and the rates of that day. */
export type VoucherLine = { unitPrice: number; quantity: number; ivaRate: number; internalTaxRate: number };

/** What a voucher is made of: a placed order's lines, its products after the coupon and its shipping. */
export type VoucherOrder = {
  products: readonly VoucherLine[];
  /** Products after the coupon, shipping not included. */
  totalPrice: number;
  shippingCost: number;
};

const ZERO = BigInt(0);
const ONE = BigInt(10_000); // 100 % in hundredths of a percent
const cents = (amount: number) => BigInt(Math.round(roundMoney(toNumber(amount)) * 100));
const hundredths = (percent: number) => BigInt(Math.round(percent * 100));
// numerator / denominator (both ≥ 0, denominator > 0) rounded to a whole, halves up.
const roundedQuotient = (numerator: bigint, denominator: bigint) => (BigInt(2) * numerator + denominator) / (BigInt(2) * denominator);
const toPesos = (centavos: bigint) => Number(centavos) / 100;

/**
 * Shares `amount` among `weights` in proportion, each share a whole centavo, the shares adding up to
 * `amount` exactly: floors first, then the centavos left to the largest remainders (the earlier line on a tie).
 */
function proportionalShares(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, ZERO);
  if (total === ZERO) {
    if (amount !== ZERO) throw new RangeError('Un cupón no puede repartirse entre productos sin precio.');
    return weights.map(() => ZERO);
  }
  const shares = weights.map((weight) => (amount * weight) / total);
  let left = amount - shares.reduce((sum, share) => sum + share, ZERO);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= ZERO) break;
    shares[index] = shares[index]! + BigInt(1);
    left -= BigInt(1);
  }
  return shares;
}

type RateGroup = { ivaRate: IvaRate; gross: bigint; internalTaxes: { gross: bigint; rate: bigint }[] };

function ivaRateOf(rate: number): IvaRate {
  if (rate !== 21 && rate !== 10.5) throw new RangeError(`Alícuota de IVA desconocida: ${rate}.`);
  return rate;
}

/** The figures of the Factura B of a paid order. */
export function voucherFigures(order: VoucherOrder): VoucherFigures {
  const lines = order.products.map((line) => ({ ...line, gross: cents(line.unitPrice) * BigInt(Math.max(0, Math.trunc(line.quantity))) }));
  const paidProducts = cents(order.totalPrice);
  const shipping = cents(order.shippingCost);
  if (paidProducts < ZERO || shipping < ZERO) throw new RangeError('Los importes de un comprobante no pueden ser negativos.');
  const shares = proportionalShares(paidProducts, lines.map((line) => line.gross));

  const groups = new Map<IvaRate, RateGroup>();
  const add = (ivaRate: IvaRate, gross: bigint, internalTaxRate: number) => {
    const group = groups.get(ivaRate) ?? { ivaRate, gross: ZERO, internalTaxes: [] };
    group.gross += gross;
    if (internalTaxRate > 0) group.internalTaxes.push({ gross, rate: hundredths(internalTaxRate) });
    groups.set(ivaRate, group);
  };
  lines.forEach((line, index) => add(ivaRateOf(line.ivaRate), shares[index]!, line.internalTaxRate));
  if (shipping > ZERO) add(ivaRateOf(SHIPPING_TAX_RATES.ivaRate), shipping, SHIPPING_TAX_RATES.internalTaxRate);

  const rates = [...groups.values()].filter((group) => group.gross > ZERO).sort((a, b) => b.ivaRate - a.ivaRate);
  const bases = rates.map(({ ivaRate, gross }) => roundedQuotient(gross * ONE, ONE + hundredths(ivaRate)));
  const ivas = rates.map(({ ivaRate }, index) => roundedQuotient(bases[index]! * hundredths(ivaRate), ONE));
  const impTotal = paidProducts + shipping;
  const left = impTotal - bases.reduce((sum, base) => sum + base, ZERO) - ivas.reduce((sum, iva) => sum + iva, ZERO);
  if (bases.length > 0) {
    const largest = bases.reduce((best, base, index) => (base > bases[best]! ? index : best), 0);
    bases[largest] = bases[largest]! + left;
  }

  // Internal taxes on a line: its price before IVA × the nominal rate (computed "de adentro hacia
  // afuera", Ley 24.674), summed exactly per IVA rate and rounded once per rate.
  const internalTaxes = rates.reduce(
    (sum, { ivaRate, internalTaxes: taxed }) =>
      sum + roundedQuotient(taxed.reduce((total, { gross, rate }) => total + gross * rate, ZERO), ONE + hundredths(ivaRate)),
    ZERO,
  );
  const impIva = ivas.reduce((sum, iva) => sum + iva, ZERO);

  return {
    impTotal: toPesos(impTotal),
    impNeto: toPesos(bases.reduce((sum, base) => sum + base, ZERO)),
    impIva: toPesos(impIva),
    impTrib: 0,
    impTotConc: 0,
    impOpEx: 0,
    alicIva: rates.map(({ ivaRate }, index) => ({ Id: IVA_RATE_IDS[ivaRate], BaseImp: toPesos(bases[index]!), Importe: toPesos(ivas[index]!) })),
    transparency: { ivaContenido: toPesos(impIva), otrosImpuestosNacionalesIndirectos: toPesos(internalTaxes) },
  };
}

/**
 * A refund of the whole order: the Nota de crédito B carries the same figures as the invoice it
 * cancels (ARCA takes a credit note's amounts as positive, its type says it subtracts).
 */
export function creditNoteFigures(invoice: VoucherFigures): VoucherFigures {
  return { ...invoice, alicIva: invoice.alicIva.map((entry) => ({ ...entry })), transparency: { ...invoice.transparency } };
}
