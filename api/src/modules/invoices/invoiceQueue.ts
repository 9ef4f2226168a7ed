import {
  BUYER_IDENTIFICATION_MISSING,
  creditNoteFigures,
  roundMoney,
  voucherBuyer,
  voucherFigures,
  type VoucherBuyer,
  type VoucherFigures,
  type VoucherLine,
} from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** Who a voucher names, as it was asked: ARCA's document, and the name and address the PDF prints. */
export type StoredBuyer = VoucherBuyer & { name: string; address: string | null };

// Workers of this process waiting to hear of new jobs (the row is visible once the caller commits;
// a kick before that only costs a pass, and the poll finds the row anyway).
const listeners = new Set<() => void>();

/** Calls `listener` whenever a voucher is queued in this process; answers the way to stop. */
export function onInvoiceQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const announce = () => listeners.forEach((listener) => listener());

type BillingData = { cuil?: string; street?: string; number?: string | number; zipCode?: string; city?: string; province?: string } | null;

type PaidOrder = {
  subtotal: number;
  discount: number;
  shipping_cost: number;
  total: number;
  contact_name: string;
  contact_cuil: string | null;
  billing_address: BillingData;
  lines: { unitPrice: number; quantity: number; ivaRate: number; internalTaxRate: number }[];
};

/** The billing form's address in one line, when the buyer gave one. */
function billingAddressLine(billing: BillingData): string | null {
  if (!billing?.street) return null;
  const street = [billing.street, billing.number].filter((part) => part !== undefined && part !== '').join(' ');
  const place = [billing.zipCode, billing.city].filter(Boolean).join(' ');
  return [street, place, billing.province].filter(Boolean).join(', ');
}

/**
 * What the invoice of an order asks: its figures from the lines at the rates they were bought at, the
 * coupon and shipping; its buyer by the CUIL of the billing form, else the contact's. An error says
 * why the voucher cannot be asked (the row is queued failed with it, never the payment refused).
 */
function invoiceOf(order: PaidOrder): { figures: VoucherFigures | null; buyer: StoredBuyer | null; error: string | null } {
  let figures: VoucherFigures;
  try {
    const lines: VoucherLine[] = order.lines;
    figures = voucherFigures({ products: lines, totalPrice: roundMoney(order.subtotal - order.discount), shippingCost: order.shipping_cost });
  } catch (error) {
    return { figures: null, buyer: null, error: `No se pudieron calcular los importes del comprobante: ${(error as Error).message}` };
  }
  const document = voucherBuyer({ cuil: order.billing_address?.cuil ?? order.contact_cuil }, figures.impTotal);
  if (!document) return { figures, buyer: null, error: BUYER_IDENTIFICATION_MISSING };
  return { figures, buyer: { ...document, name: order.contact_name, address: billingAddressLine(order.billing_address) }, error: null };
}

/**
 * Queues the Factura B of orders that just became paid, in the payment's own transaction: the
 * voucher exists if, and only if, the payment commits; ARCA is asked later by the issuer. An order
 * never gets two (UNIQUE order and kind).
 */
export async function queueInvoices(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  for (const orderId of orderIds) {
    const [order] = await tx.query<PaidOrder>(
      `SELECT o.subtotal::float8 AS subtotal, o.discount::float8 AS discount, o.shipping_cost::float8 AS shipping_cost, o.total::float8 AS total,
              o.contact_name, o.contact_cuil, o.billing_address,
              coalesce((SELECT json_agg(json_build_object('unitPrice', i.unit_price::float8, 'quantity', i.quantity,
                                                          'ivaRate', i.iva_rate::float8, 'internalTaxRate', i.internal_tax_rate::float8) ORDER BY i.product_id)
                          FROM order_items i WHERE i.order_id = o.id), '[]') AS lines
         FROM orders o WHERE o.id = $1`,
      [orderId],
    );
    if (!order) continue;
    const { figures, buyer, error } = invoiceOf(order);
    await tx.query(
      `INSERT INTO invoices (order_id, kind, state, total, figures, buyer, last_error)
       VALUES ($1, 'facturaB', $2, $3, $4, $5, $6) ON CONFLICT (order_id, kind) DO NOTHING`,
      [orderId, error ? 'failed' : 'pending', figures?.impTotal ?? order.total, figures && JSON.stringify(figures), buyer && JSON.stringify(buyer), error],
    );
  }
  announce();
}

/**
 * Queues the Nota de crédito B of refunded orders, associated with their invoice and of its figures;
 * the issuer asks it once the invoice is issued. An order paid before the shop invoiced has none.
 */
export async function queueCreditNotes(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  const invoices = await tx.query<{ id: number; order_id: number; total: number; figures: VoucherFigures | null; buyer: StoredBuyer | null; last_error: string | null }>(
    `SELECT id, order_id, total::float8 AS total, figures, buyer, last_error FROM invoices WHERE order_id = ANY($1::int[]) AND kind = 'facturaB'`,
    [orderIds],
  );
  for (const invoice of invoices) {
    const ready = invoice.figures && invoice.buyer;
    await tx.query(
      `INSERT INTO invoices (order_id, kind, cancels_id, state, total, figures, buyer, last_error)
       VALUES ($1, 'notaDeCreditoB', $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id, kind) DO NOTHING`,
      [
        invoice.order_id,
        invoice.id,
        ready ? 'pending' : 'failed',
        invoice.total,
        invoice.figures && JSON.stringify(creditNoteFigures(invoice.figures)),
        invoice.buyer && JSON.stringify(invoice.buyer),
        ready ? null : invoice.last_error,
      ],
    );
  }
  if (invoices.length > 0) announce();
}
