// How a voucher names itself and its parts, in the words ARCA's format and Ley 27.743 use: the same
// text for the PDF, the mails and the pages that will show an invoice.
import { formatCuil } from '../credit/loanContract';
import type { InvoiceState } from '../contracts/invoices';
import type { VoucherKind } from './voucherFigures';
import { BUYER_DOC_TYPES, type VoucherBuyer } from './voucherBuyer';

/** The title and the three-digit code printed beside the letter (ARCA's voucher type, zero-padded). */
export const VOUCHER_TITLES: Record<VoucherKind, { title: string; code: string }> = {
  facturaB: { title: 'FACTURA B', code: '006' },
  notaDeCreditoB: { title: 'NOTA DE CRÉDITO B', code: '008' },
};

/** Ley 27.743's legend, word for word, above the taxes the price contains. */
export const TRANSPARENCY_LEGEND = 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)';
export const IVA_CONTENIDO_LABEL = 'IVA contenido';
export const OTROS_IMPUESTOS_LABEL = 'Otros impuestos nacionales indirectos';

/** A point of sale and a number as vouchers print them: 00001-00000001. */
export const voucherNumberText = (pointOfSale: number, number: number) => `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;

/** 2026-11-26 → 26/11/2026. */
export function voucherDateText(dateKey: string): string {
  const [year, month, day] = dateKey.split('-');
  return `${day}/${month}/${year}`;
}

const dniText = (dni: number) => new Intl.NumberFormat('es-AR', { useGrouping: true }).format(dni);

/** The buyer's document as the voucher prints it: "CUIL 20-30111222-0", "DNI 30.111.222" or "Consumidor Final". */
export function buyerDocumentText(buyer: VoucherBuyer): string {
  if (buyer.docTipo === BUYER_DOC_TYPES.cuil) return `CUIL ${formatCuil(String(buyer.docNro))}`;
  if (buyer.docTipo === BUYER_DOC_TYPES.dni) return `DNI ${dniText(buyer.docNro)}`;
  return 'Consumidor Final';
}

/** The voucher's type as a sentence names it (VOUCHER_TITLES in sentence case): "Factura B", "Nota de crédito B". */
export const VOUCHER_NAMES: Record<VoucherKind, string> = {
  facturaB: 'Factura B',
  notaDeCreditoB: 'Nota de crédito B',
};

/** "Factura B 00001-00000042"; before ARCA gives it a number, "Factura B". */
export const voucherName = (kind: VoucherKind, number: string | null) => (number ? `${VOUCHER_NAMES[kind]} ${number}` : VOUCHER_NAMES[kind]);

/** A voucher's state as the staff read it: queued or waiting for ARCA, authorised, or refused. */
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  pending: 'Pendiente',
  issued: 'Emitida',
  failed: 'Rechazada por ARCA',
};
