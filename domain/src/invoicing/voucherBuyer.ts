// Who a Factura B names as its buyer (WSFEv1's DocTipo and DocNro, and the buyer's IVA condition).
import { formatARS } from '../money';
import { validateCuil } from '../validation';

/** ARCA's document types (FEParamGetTiposDoc) the shop uses: 86 CUIL, 96 DNI, 99 "Sin identificar". */
export const BUYER_DOC_TYPES = { cuil: 86, dni: 96, sinIdentificar: 99 } as const;
export type BuyerDocType = (typeof BUYER_DOC_TYPES)[keyof typeof BUYER_DOC_TYPES];

/**
 * The buyer's IVA condition WSFEv1 asks for (CondicionIVAReceptorId, FEParamGetCondicionIvaReceptor):
 * 5 is "Consumidor Final", the shop's every buyer. Confirm the id against that call in homologation.
 */
export const CONSUMIDOR_FINAL_IVA_CONDITION = 5;

/**
 * From this total (pesos, IVA included) on, a voucher to a final consumer must identify the buyer.
 * We follow RG (ARCA) 5700/2025, which set it at $ 10.000.000 per voucher ("igual o superior"); we have
 * not read the bulletin's text ourselves: confirm the figure and whether it is ≥ or > with the accountant,
 * and update this constant whenever ARCA moves it.
 */
export const BUYER_IDENTIFICATION_THRESHOLD = 10_000_000;

/** Whether a voucher of this total must name its buyer by DNI or CUIL. */
export const needsBuyerIdentification = (impTotal: number) => impTotal >= BUYER_IDENTIFICATION_THRESHOLD;

export type VoucherBuyer = { docTipo: BuyerDocType; docNro: number };

/** "Consumidor Final" without identification: DocTipo 99 and DocNro 0, as ARCA asks. */
export const UNIDENTIFIED_BUYER: VoucherBuyer = { docTipo: BUYER_DOC_TYPES.sinIdentificar, docNro: 0 };

/** Why a voucher of that total waits: the buyer must give a document first. */
export const BUYER_IDENTIFICATION_MISSING = `Para facturar ${formatARS(BUYER_IDENTIFICATION_THRESHOLD)} o más necesitamos tu DNI o tu CUIL.`;

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The buyer a voucher names: the CUIL when the order carries a valid one, else the DNI (7 or 8 digits),
 * else "Consumidor Final" without identification. Null when the total needs an identification and the
 * order has none: the voucher cannot be issued until the buyer gives one.
 */
export function voucherBuyer(identity: { cuil?: string | null | undefined; dni?: string | null | undefined }, impTotal: number): VoucherBuyer | null {
  const cuil = digits(identity.cuil ?? '');
  if (cuil !== '' && validateCuil(cuil) === null) return { docTipo: BUYER_DOC_TYPES.cuil, docNro: Number(cuil) };
  const dni = digits(identity.dni ?? '');
  if (/^\d{7,8}$/.test(dni) && Number(dni) > 0) return { docTipo: BUYER_DOC_TYPES.dni, docNro: Number(dni) };
  return needsBuyerIdentification(impTotal) ? null : UNIDENTIFIED_BUYER;
}
