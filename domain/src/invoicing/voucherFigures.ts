// The figures of the electronic voucher ARCA authorises for a paid order (WSFEv1's FECAESolicitar): a
// Factura B to a final consumer and, for a refund, the Nota de crédito B of the same figures. A Factura B
// prints final prices (IVA included), but ARCA still asks for the IVA broken out by rate, and Ley 27.743
// (Régimen de Transparencia Fiscal al Consumidor) asks the voucher to show the buyer the IVA and the other
// national indirect taxes its price contains.
//
// How the figures are built: taxes.ts's nationalTaxesByRate, the same computation that gives every
// page its total without national taxes. A coupon takes the same share off every line (whole centavos,
// the largest remainders first); shipping is one more line at 21 % IVA; per IVA rate, BaseImp is the
// gross / (1 + IVA) rounded and Importe the gross − BaseImp, so ImpTotal = ImpNeto + ImpIVA to the
// centavo and each Importe is BaseImp × the rate within the centavo ARCA tolerates (error 10051
// refuses more). Internal taxes are each rate's BaseImp − its price without national taxes, so the
// buyer's ImpTotal − IVA contenido − otros impuestos is exactly the figure every page and mail showed.
//
// Decision to confirm with the company's accountant: internal taxes (Ley 24.674) are part of IVA's
// taxable base (Ley 23.349 art. 10: the price includes them), so they stay inside BaseImp/ImpNeto and are
// not "tributos" of ImpTrib, which stays 0. They are shown to the buyer as "Otros impuestos nacionales
// indirectos" only, as Ley 27.743 asks.
import { roundMoney, toNumber } from '../money';
import { isIvaRate, nationalTaxesByRate, type IvaRate } from '../taxes';

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

const toPesos = (centavos: bigint) => Number(centavos) / 100;

function ivaRateOf(rate: number): IvaRate {
  if (!isIvaRate(rate)) throw new RangeError(`Alícuota de IVA desconocida: ${rate}.`);
  return rate;
}

/** The figures of the Factura B of a paid order. */
export function voucherFigures(order: VoucherOrder): VoucherFigures {
  if ([order.totalPrice, order.shippingCost].some((amount) => roundMoney(toNumber(amount)) < 0)) {
    throw new RangeError('Los importes de un comprobante no pueden ser negativos.');
  }
  const lines = order.products.map(({ unitPrice, quantity, ivaRate, internalTaxRate }) => ({
    unitPrice,
    quantity,
    taxRates: { ivaRate: ivaRateOf(ivaRate), internalTaxRate },
  }));
  const subtotal = lines.reduce((sum, { unitPrice, quantity }) => roundMoney(sum + unitPrice * quantity), 0);
  if (order.totalPrice > subtotal) throw new RangeError('Los productos de un comprobante no pueden costar más que sus líneas.');
  const rates = nationalTaxesByRate({ lines, productsAfterDiscount: order.totalPrice, shippingCost: order.shippingCost });
  const sum = (figure: 'gross' | 'base' | 'iva' | 'internalTaxes') => toPesos(rates.reduce((total, rate) => total + rate[figure], BigInt(0)));
  return {
    impTotal: sum('gross'),
    impNeto: sum('base'),
    impIva: sum('iva'),
    impTrib: 0,
    impTotConc: 0,
    impOpEx: 0,
    alicIva: rates.map(({ ivaRate, base, iva }) => ({ Id: IVA_RATE_IDS[ivaRate], BaseImp: toPesos(base), Importe: toPesos(iva) })),
    transparency: { ivaContenido: sum('iva'), otrosImpuestosNacionalesIndirectos: sum('internalTaxes') },
  };
}

/**
 * A refund of the whole order: the Nota de crédito B carries the same figures as the invoice it
 * cancels (ARCA takes a credit note's amounts as positive, its type says it subtracts).
 */
export function creditNoteFigures(invoice: VoucherFigures): VoucherFigures {
  return { ...invoice, alicIva: invoice.alicIva.map((entry) => ({ ...entry })), transparency: { ...invoice.transparency } };
}
