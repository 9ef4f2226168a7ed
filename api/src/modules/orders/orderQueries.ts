import {
  ARGENTINA_TIME_ZONE,
  ORDER_STATUS_LABELS,
  roundMoney,
  toNumber,
  type BankAccount,
  type Coupon,
  type InstallmentOfferPrices,
  type OrderAddress,
  type OrderCardPlan,
  type OrderLoan,
  type OrderPickupPoint,
  type OrderShipment,
  type OrderStatus,
  type PaymentMethod,
  type PlacedOrder,
  type ShipmentMethod,
} from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { insertRows } from '../../seed/insertRows';
import { loanRevocationState, type RecordedLoanRequests } from '../loanRevocation/loanRevocationState';
import { withdrawalDeadline } from '../withdrawals/withdrawalDeadline';
import type { OrderLine } from './stock';

/** A line priced from the catalogue as it is now. */
/** A line as the catalogue prices it now; `instalmentPrices` are what its "6 cuotas fijas" promise. */
export type PricedLine = OrderLine & {
  name: string;
  unitPrice: number;
  finalPrice: string;
  instalmentPrices: InstallmentOfferPrices;
  /** The national taxes the price contains today: the line keeps them, whatever the catalogue says later. */
  ivaRate: number;
  internalTaxRate: number;
};

const stockShortage = (name: string, stock: number) =>
  stock === 0 ? `"${name}" se quedó sin stock.` : `No hay stock suficiente de "${name}": ${stock === 1 ? 'queda 1 unidad' : `quedan ${stock} unidades`}.`;

/** The order's lines as the catalogue has them now: each product must exist, be offered and have the units. */
export async function priceLines(db: Queryable, lines: readonly OrderLine[]): Promise<PricedLine[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    price: string;
    final_price: string;
    internal_cost: string;
    iva_rate: number;
    internal_tax_rate: number;
    stock: number;
    offered: boolean;
  }>(
    `SELECT p.id, p.name, p.price::text AS price, p.final_price::text AS final_price, p.internal_cost::text AS internal_cost,
            p.iva_rate::float8 AS iva_rate, p.internal_tax_rate::float8 AS internal_tax_rate, p.stock, (p.active AND c.status = 'activa' AND b.status = 'activa') AS offered
       FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
      WHERE p.id = ANY($1::int[])`,
    [lines.map((line) => line.productId)],
  );
  return lines.map((line) => {
    const product = rows.find((row) => row.id === line.productId);
    if (!product) throw new HttpError(404, `El producto ${line.productId} no existe.`);
    if (!product.offered) throw new HttpError(409, `"${product.name}" ya no está a la venta.`);
    if (product.stock < line.quantity) throw new HttpError(409, stockShortage(product.name, product.stock));
    const { price, final_price, internal_cost } = product;
    return {
      ...line,
      name: product.name,
      unitPrice: toNumber(final_price),
      finalPrice: final_price,
      instalmentPrices: { price, final_price, internal_cost },
      ivaRate: product.iva_rate,
      internalTaxRate: product.internal_tax_rate,
    };
  });
}

/** The refusal for a product whose units ran out between pricing the order and taking its stock. */
export async function shortageOf(tx: Queryable, productId: number): Promise<HttpError> {
  const [product] = await tx.query<{ name: string; stock: number }>('SELECT name, stock FROM products WHERE id = $1', [productId]);
  return new HttpError(409, stockShortage(product!.name, product!.stock));
}

/** A pickup store by name, any case. */
export async function pickupPoint(db: Queryable, store: string): Promise<OrderPickupPoint> {
  const [row] = await db.query<OrderPickupPoint>('SELECT store, address, phone FROM stores WHERE lower(store) = lower($1)', [store.trim()]);
  if (!row) throw new HttpError(400, `No encontramos la sucursal "${store.trim()}". Elige una de la lista.`);
  return row;
}

export type NewOrder = {
  userId: number | null;
  paymentMethod: PaymentMethod;
  shipmentMethod: ShipmentMethod;
  contact: { name: string; email: string; phone: string; cuil: string | null };
  address: OrderAddress | OrderPickupPoint;
  billingAddress: object | null;
  lines: PricedLine[];
  subtotal: number;
  coupon: { id: number; code: string } | null;
  discount: number;
  shippingCost: number;
  total: number;
  carrierId: string | null;
  estimatedDelivery: string | null;
  loan: OrderLoan | null;
  cardPlan: OrderCardPlan | null;
  createdAt: Date;
  expiresAt: Date | null;
};

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO orders (user_id, payment_method, shipment_method, contact_name, contact_email, contact_phone, contact_cuil, address,
                         billing_address, subtotal, coupon_id, coupon_code, discount, shipping_cost, total, carrier_id,
                         estimated_delivery, loan, created_at, expires_at, card_plan)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) RETURNING id`,
    [
      order.userId, order.paymentMethod, order.shipmentMethod, order.contact.name, order.contact.email, order.contact.phone,
      order.contact.cuil, JSON.stringify(order.address), order.billingAddress && JSON.stringify(order.billingAddress), order.subtotal,
      order.coupon?.id ?? null, order.coupon?.code ?? null, order.discount, order.shippingCost, order.total, order.carrierId,
      order.estimatedDelivery, order.loan && JSON.stringify(order.loan), order.createdAt, order.expiresAt,
      order.cardPlan && JSON.stringify(order.cardPlan),
    ],
  );
  const id = row!.id;
  await recordEvents(tx, [id], 'pending_payment', order.createdAt);
  await insertRows(
    tx,
    'order_items',
    order.lines.map((line) => ({
      order_id: id,
      product_id: line.productId,
      name: line.name,
      unit_price: line.finalPrice,
      quantity: line.quantity,
      iva_rate: line.ivaRate,
      internal_tax_rate: line.internalTaxRate,
    })),
  );
  return id;
}

/** Keeps, for each of these orders, that it entered `status` at `at`: the steps of its timeline. */
export async function recordEvents(tx: Queryable, orderIds: readonly number[], status: OrderStatus, at: Date): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, status, at) SELECT unnest($1::int[]), $2, $3', [orderIds, status, at]);
}

type OrderRow = {
  id: number;
  user_id: number | null;
  status: OrderStatus;
  payment_method: PaymentMethod;
  shipment_method: ShipmentMethod;
  subtotal: number;
  coupon_code: string | null;
  discount: number;
  shipping_cost: number;
  total: number;
  carrier_id: string | null;
  estimated_delivery: Date | null;
  address: OrderAddress | OrderPickupPoint;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  loan: OrderLoan | null;
  card_plan: OrderCardPlan | null;
  created_at: Date;
  expires_at: Date | null;
  paid_at: Date | null;
  delivered_at: Date | null;
  shipment: OrderShipment | null;
  products: PlacedOrder['products'];
  events: { status: OrderStatus; at: string }[];
  withdrawal_code: string | null;
  loan_requests: RecordedLoanRequests | null;
};

// An order with its lines, its timeline and its withdrawal's code in one row, so any number of
// orders is one query.
const ORDER_COLUMNS = `o.id, o.user_id, o.status, o.payment_method, o.shipment_method, o.subtotal::float8 AS subtotal, o.coupon_code,
  o.discount::float8 AS discount, o.shipping_cost::float8 AS shipping_cost, o.total::float8 AS total, o.carrier_id,
  o.estimated_delivery, o.address, o.contact_name, o.contact_email, o.contact_phone, o.loan, o.card_plan, o.created_at, o.expires_at,
  o.paid_at, o.delivered_at, o.shipment,
  coalesce((SELECT json_agg(json_build_object('productId', i.product_id, 'name', i.name, 'quantity', i.quantity,
                                              'unitPrice', i.unit_price::float8, 'image', p.images[1],
                                              'ivaRate', i.iva_rate::float8, 'internalTaxRate', i.internal_tax_rate::float8) ORDER BY i.product_id)
              FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id), '[]') AS products,
  coalesce((SELECT json_agg(json_build_object('status', e.status, 'at', e.at) ORDER BY e.at, e.id)
              FROM order_events e WHERE e.order_id = o.id), '[]') AS events,
  (SELECT w.code FROM withdrawals w WHERE w.order_id = o.id) AS withdrawal_code,
  (SELECT json_object_agg(r.kind, json_build_object('code', r.code, 'at', r.created_at))
     FROM loan_requests r WHERE r.order_id = o.id) AS loan_requests`;

const iso = (date: Date | null) => date && date.toISOString();

/** An order as the API sends it, with what only the server needs: whose it is, and its withdrawal's code. */
export type OrderRecord = { order: PlacedOrder; userId: number | null; withdrawalCode: string | null };

/**
 * The orders with these ids, each with all its parts (lines, timeline, shipment, withdrawal), in
 * the ids' order, in one statement however many; ids with no order are left out.
 */
export async function readOrders(db: Queryable, ids: readonly number[], bank: BankAccount): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [recordOf(row, bank)] : [];
  });
}

/** An order as the API sends it; dates as ISO text, so a stored answer reads back the same. */
export async function orderById(db: Queryable, id: number, bank: BankAccount): Promise<PlacedOrder | undefined> {
  return (await readOrders(db, [id], bank))[0]?.order;
}

/** Who an order's buyer is, as the staff search for them: an order number, an e-mail (any case) or a CUIL (digits only). */
export type OrderSearch = { orderId: number } | { email: string } | { cuil: string };

/**
 * What the staff's list is narrowed to: a state, a payment method, Argentine calendar days
 * (YYYY-MM-DD, both included) and the buyer.
 */
export type OrderFilter = {
  status?: OrderStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: OrderSearch | undefined;
};

/**
 * A page of orders, newest first, with all their parts, and how many match: one statement (a
 * second, a count, only for a page past the end).
 */
export async function orderPage(db: Queryable, filter: OrderFilter, page: number, perPage: number, bank: BankAccount) {
  const { search } = filter;
  // A day's bounds are its midnights in Argentina, whatever the server's time zone.
  const matching = `FROM orders WHERE ($1::text IS NULL OR status = $1)
      AND ($2::date IS NULL OR created_at >= $2::date::timestamp AT TIME ZONE '${ARGENTINA_TIME_ZONE}')
      AND ($3::date IS NULL OR created_at < ($3::date + 1)::timestamp AT TIME ZONE '${ARGENTINA_TIME_ZONE}')
      AND ($4::text IS NULL OR payment_method = $4)
      AND ($5::int IS NULL OR id = $5)
      AND ($6::text IS NULL OR lower(contact_email) = lower($6))
      AND ($7::text IS NULL OR contact_cuil = $7)`;
  const params = [
    filter.status ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.paymentMethod ?? null,
    search && 'orderId' in search ? search.orderId : null,
    search && 'email' in search ? search.email : null,
    search && 'cuil' in search ? search.cuil : null,
  ];
  const rows = await db.query<OrderRow & { matching: number }>(
    `SELECT ${ORDER_COLUMNS}, shown.matching
       FROM (SELECT id, count(*) OVER ()::int AS matching ${matching}
              ORDER BY created_at DESC, id DESC LIMIT $8 OFFSET $9::bigint) shown
       JOIN orders o ON o.id = shown.id
      ORDER BY o.created_at DESC, o.id DESC`,
    [...params, perPage, (page - 1) * perPage],
  );
  const total = rows[0]?.matching ?? (page > 1 ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${matching}`, params))[0]!.n : 0);
  return { records: rows.map((row) => recordOf(row, bank)), total };
}

function recordOf(row: OrderRow, bank: BankAccount): OrderRecord {
  return { order: placedOrder(row, bank), userId: row.user_id, withdrawalCode: row.withdrawal_code };
}

function placedOrder(row: OrderRow, bank: BankAccount): PlacedOrder {
  const products = row.products;
  return {
    id: row.id,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    paymentMethod: row.payment_method,
    shipmentMethod: row.shipment_method,
    products,
    subtotal: row.subtotal,
    couponCode: row.coupon_code,
    discount: row.discount,
    totalPrice: roundMoney(row.subtotal - row.discount),
    shippingCost: row.shipping_cost,
    total: row.total,
    carrierId: row.carrier_id,
    estimatedDelivery: iso(row.estimated_delivery),
    address: row.address,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    loan: row.loan && { ...row.loan, revocation: loanRevocationState(row.loan, row.created_at, row.status, row.loan_requests, new Date()) },
    cardPlan: row.card_plan,
    bankTransfer: row.payment_method === 'Transferencia' ? bank : null,
    createdAt: row.created_at.toISOString(),
    expiresAt: iso(row.expires_at),
    paidAt: iso(row.paid_at),
    deliveredAt: iso(row.delivered_at),
    timeline: row.events.map(({ status, at }) => ({ status, label: ORDER_STATUS_LABELS[status], at: new Date(at).toISOString() })),
    shipment: row.shipment,
    withdrawalDeadline: row.delivered_at && withdrawalDeadline(row.delivered_at),
  };
}

/** The coupon an order was placed with, if its code is `code` (any case), and what it took off. */
export async function couponUsedBy(db: Queryable, orderId: number, code: string) {
  const [row] = await db.query<Coupon & { discount: number }>(
    `SELECT c.id, c.code, c.discount_type AS "discountType", c.discount_value::float8 AS "discountValue", o.discount::float8 AS discount
       FROM orders o JOIN coupons c ON c.id = o.coupon_id
      WHERE o.id = $1 AND upper(c.code) = upper($2)`,
    [orderId, code.trim()],
  );
  if (!row) return undefined;
  const { discount, ...coupon } = row;
  return { coupon, discount };
}

/** What a move needs to know of an order. */
export type LockedOrder = { status: OrderStatus; shipmentMethod: ShipmentMethod; userId: number | null };

/** An order's state, its row locked until the transaction ends: webhooks, returns and the operator take turns. */
export async function lockedOrder(tx: Queryable, orderId: number): Promise<LockedOrder | undefined> {
  const [order] = await tx.query<LockedOrder>(
    'SELECT status, shipment_method AS "shipmentMethod", user_id AS "userId" FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return order;
}
