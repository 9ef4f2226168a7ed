import {
  ARGENTINA_TIME_ZONE,
  buyerDocumentText,
  roundMoney,
  VOUCHER_TITLES,
  voucherNumberText,
  type Company,
  type InvoiceKind,
  type InvoiceState,
  type OrderInvoice,
  type StaffInvoice,
  type StaffInvoicesFilter,
  type VoucherFigures,
} from '@tienda/domain';
import { escapeFormula } from '../../csv/formulaCells';
import type { Queryable } from '../../db/database';
import type { InvoiceDocument } from './invoicePdf';
import type { StoredBuyer } from './invoiceQueue';

export const STAFF_INVOICES_PER_PAGE = 20;

type InvoiceRow = {
  id: number;
  order_id: number;
  kind: InvoiceKind;
  state: InvoiceState;
  point_of_sale: number | null;
  number: number | null;
  voucher_date: string | null;
  total: number;
  cae: string | null;
  cae_due_date: string | null;
  figures: VoucherFigures | null;
  buyer: StoredBuyer | null;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  cancels_point_of_sale: number | null;
  cancels_number: number | null;
};

// Dates as text: a DATE read as a JavaScript Date would move with the server's time zone.
const INVOICE_COLUMNS = `i.id, i.order_id, i.kind, i.state, i.point_of_sale, i.number, i.voucher_date::text AS voucher_date, i.total::float8 AS total,
  i.cae, i.cae_due_date::text AS cae_due_date, i.figures, i.buyer, i.attempts, i.next_attempt_at, i.last_error, i.created_at,
  c.point_of_sale AS cancels_point_of_sale, c.number AS cancels_number`;
const FROM_INVOICES = 'FROM invoices i LEFT JOIN invoices c ON c.id = i.cancels_id';

/** Signs the PDF's link of an issued voucher, for whoever is being shown it. */
export type PdfLink = (invoiceId: number) => string;

const issued = (row: InvoiceRow) => row.state === 'issued' && row.point_of_sale !== null && row.number !== null;

function orderInvoiceOf(row: InvoiceRow, pdfLink: PdfLink): OrderInvoice {
  const done = issued(row);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    number: done ? voucherNumberText(row.point_of_sale!, row.number!) : null,
    date: done ? row.voucher_date : null,
    total: row.total,
    cae: done ? row.cae : null,
    caeDueDate: done ? row.cae_due_date : null,
    pdfUrl: done ? pdfLink(row.id) : null,
  };
}

function staffInvoiceOf(row: InvoiceRow, pdfLink: PdfLink, pointOfSale: number): StaffInvoice {
  return {
    ...orderInvoiceOf(row, pdfLink),
    orderId: row.order_id,
    // A voucher still queued goes out from the point of sale of the day it is asked: today's.
    pointOfSale: row.point_of_sale ?? pointOfSale,
    buyer: row.buyer ? buyerDocumentText(row.buyer) : 'Sin documento',
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' ? row.next_attempt_at.toISOString() : null,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    cancels: row.cancels_point_of_sale !== null && row.cancels_number !== null ? voucherNumberText(row.cancels_point_of_sale, row.cancels_number) : null,
  };
}

async function rowsOfOrder(db: Queryable, orderId: number): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.order_id = $1 ORDER BY i.id`, [orderId]);
}

/** An order's vouchers as its buyer sees them, oldest first. */
export async function orderInvoices(db: Queryable, orderId: number, pdfLink: PdfLink): Promise<OrderInvoice[]> {
  return (await rowsOfOrder(db, orderId)).map((row) => orderInvoiceOf(row, pdfLink));
}

/** An order's vouchers as the staff see them, oldest first. */
export async function staffOrderInvoices(db: Queryable, orderId: number, pdfLink: PdfLink, pointOfSale: number): Promise<StaffInvoice[]> {
  return (await rowsOfOrder(db, orderId)).map((row) => staffInvoiceOf(row, pdfLink, pointOfSale));
}

export async function staffInvoiceById(db: Queryable, id: number, pdfLink: PdfLink, pointOfSale: number): Promise<StaffInvoice | undefined> {
  const [row] = await db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.id = $1`, [id]);
  return row && staffInvoiceOf(row, pdfLink, pointOfSale);
}

/** A page of vouchers, newest first, by state and by the Argentine days they were queued on (both included). */
export async function staffInvoicePage(db: Queryable, filter: StaffInvoicesFilter, pdfLink: PdfLink, pointOfSale: number) {
  const page = filter.page ?? 1;
  const matching = `WHERE ($1::text IS NULL OR i.state = $1)
      AND ($2::date IS NULL OR i.created_at >= $2::date::timestamp AT TIME ZONE '${ARGENTINA_TIME_ZONE}')
      AND ($3::date IS NULL OR i.created_at < ($3::date + 1)::timestamp AT TIME ZONE '${ARGENTINA_TIME_ZONE}')`;
  const params = [filter.state ?? null, filter.from ?? null, filter.to ?? null];
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} ${matching} ORDER BY i.created_at DESC, i.id DESC LIMIT $4 OFFSET $5::bigint`,
    [...params, STAFF_INVOICES_PER_PAGE, (page - 1) * STAFF_INVOICES_PER_PAGE],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices i ${matching}`, params);
  const total = count?.n ?? 0;
  return { invoices: rows.map((row) => staffInvoiceOf(row, pdfLink, pointOfSale)), page, total, totalPages: Math.max(1, Math.ceil(total / STAFF_INVOICES_PER_PAGE)) };
}

/** Puts a failed voucher back in the queue, due now, its back-off from the start; answers its state before, or undefined when none. */
export async function requeueInvoice(tx: Queryable, id: number): Promise<InvoiceState | undefined> {
  const [row] = await tx.query<{ state: InvoiceState }>('SELECT state FROM invoices WHERE id = $1 FOR UPDATE', [id]);
  if (!row) return undefined;
  if (row.state === 'failed') {
    await tx.query(`UPDATE invoices SET state = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = NULL WHERE id = $1`, [id]);
  }
  return row.state;
}

/** The CSV's columns: what an accountant's IVA ledger asks of each voucher. */
export const INVOICES_CSV_HEADER = [
  'fecha',
  'tipo',
  'punto_de_venta',
  'numero',
  'cae',
  'vencimiento_cae',
  'orden',
  'documento_comprador',
  'neto_gravado',
  'iva_21',
  'iva_10_5',
  'otros_tributos',
  'total',
] as const;

const amount = (pesos: number) => roundMoney(pesos).toFixed(2);

/**
 * The period's issued vouchers (by their date, Argentine days, both included), oldest first: a
 * credit note's amounts negative, so that a column's sum is the period's net sales (amounts with a
 * '.' for decimals, as the shop's other CSV files).
 */
export async function invoiceCsvRows(db: Queryable, from: string, to: string): Promise<string[][]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES}
      WHERE i.state = 'issued' AND i.voucher_date >= $1::date AND i.voucher_date <= $2::date
      ORDER BY i.voucher_date, i.kind, i.point_of_sale, i.number`,
    [from, to],
  );
  return rows.map((row) => {
    const sign = row.kind === 'notaDeCreditoB' ? -1 : 1;
    const figures = row.figures!;
    const vat = (id: number) => figures.alicIva.filter((entry) => entry.Id === id).reduce((sum, entry) => sum + entry.Importe, 0);
    return [
      row.voucher_date!,
      VOUCHER_TITLES[row.kind].title,
      String(row.point_of_sale),
      String(row.number),
      row.cae!,
      row.cae_due_date!,
      String(row.order_id),
      // The one cell not written by the shop's own figures: kept text for a spreadsheet.
      escapeFormula(row.buyer ? buyerDocumentText(row.buyer) : ''),
      amount(sign * figures.impNeto),
      amount(sign * vat(5)),
      amount(sign * vat(4)),
      amount(sign * figures.impTrib),
      amount(sign * figures.impTotal),
    ];
  });
}

/** What an issued voucher prints, from what was kept of it and of its order; undefined while not issued. */
export async function invoiceDocument(db: Queryable, id: number, seller: Company): Promise<{ document: InvoiceDocument; state: InvoiceState } | { state: InvoiceState } | undefined> {
  const [row] = await db.query<
    InvoiceRow & { lines: { name: string; quantity: number; unitPrice: number }[]; coupon_code: string | null; discount: number; shipping_cost: number }
  >(
    `SELECT ${INVOICE_COLUMNS}, o.coupon_code, o.discount::float8 AS discount, o.shipping_cost::float8 AS shipping_cost,
            coalesce((SELECT json_agg(json_build_object('name', l.name, 'quantity', l.quantity, 'unitPrice', l.unit_price::float8) ORDER BY l.product_id)
                        FROM order_items l WHERE l.order_id = i.order_id), '[]') AS lines
       ${FROM_INVOICES} JOIN orders o ON o.id = i.order_id
      WHERE i.id = $1`,
    [id],
  );
  if (!row) return undefined;
  if (!issued(row) || !row.figures || !row.buyer) return { state: row.state };
  const { docTipo, docNro, name, address } = row.buyer;
  return {
    state: row.state,
    document: {
      seller,
      kind: row.kind,
      pointOfSale: row.point_of_sale!,
      number: row.number!,
      date: row.voucher_date!,
      buyer: { name, document: { docTipo, docNro }, address },
      lines: row.lines,
      discount: row.coupon_code && row.discount > 0 ? { couponCode: row.coupon_code, amount: row.discount } : null,
      shippingCost: row.shipping_cost,
      figures: row.figures,
      cae: row.cae!,
      caeDueDate: row.cae_due_date!,
      associatedInvoice:
        row.cancels_point_of_sale !== null && row.cancels_number !== null ? { pointOfSale: row.cancels_point_of_sale, number: row.cancels_number } : null,
    },
  };
}

/** The vouchers this shop has issued, as ARCA holds them: what a local sandbox must know again after a restart. */
export async function issuedVouchers(db: Queryable) {
  return db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.state = 'issued' ORDER BY i.id`);
}

/** The id of an order's voucher of this kind, if queued. */
export async function invoiceIdOf(db: Queryable, orderId: number, kind: InvoiceKind): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1 AND kind = $2', [orderId, kind]);
  return row?.id;
}

export type { InvoiceRow };
