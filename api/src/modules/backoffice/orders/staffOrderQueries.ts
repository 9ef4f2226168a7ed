import {
  ARGENTINA_TIME_ZONE,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  roundMoney,
  type Dashboard,
  type OrderCustomer,
  type OrderHistoryEntry,
  type OrderStatus,
  type PaymentMethod,
  type PeriodFigures,
  type StaffOrderDetail,
  type StaffWithdrawal,
} from '@tienda/domain';
import type { Queryable } from '../../../db/database';
import { withdrawalDeadline } from '../../withdrawals/withdrawalDeadline';

type StaffTermsAcceptance = NonNullable<StaffOrderDetail['termsAcceptance']>;

export const WITHDRAWALS_PER_PAGE = 20;

/** The states of an order whose money came in and stayed: paid and every later step but a refund. */
const PAID_STATES: OrderStatus[] = ['paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered', 'withdrawal_requested'];

type WithdrawalRow = {
  code: string;
  order_id: number;
  status: OrderStatus;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: Date;
  delivered_at: Date | null;
};

const WITHDRAWAL_COLUMNS = 'w.code, w.order_id, o.status, w.name, w.email, w.phone, w.message, w.created_at, o.delivered_at';

function staffWithdrawal(row: WithdrawalRow): StaffWithdrawal {
  return {
    code: row.code,
    orderId: row.order_id,
    orderStatus: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message === '' ? null : row.message,
    requestedAt: row.created_at.toISOString(),
    deadline: row.delivered_at && withdrawalDeadline(row.delivered_at),
  };
}

/**
 * The buyer as they gave their data on the order, the terms they accepted with it, and the order's
 * withdrawal if one was asked; undefined for no order.
 */
export async function orderParties(
  db: Queryable,
  orderId: number,
): Promise<{ customer: OrderCustomer; termsAcceptance: StaffTermsAcceptance | null; withdrawal: StaffWithdrawal | null } | undefined> {
  const [row] = await db.query<{ customer: OrderCustomer; terms_version: string | null; terms_accepted_at: Date | null } & Partial<WithdrawalRow>>(
    `SELECT json_build_object('name', o.contact_name, 'email', o.contact_email, 'phone', o.contact_phone,
                              'cuil', o.contact_cuil, 'memberId', o.user_id) AS customer,
            o.terms_version, o.terms_accepted_at, ${WITHDRAWAL_COLUMNS}
       FROM orders o LEFT JOIN withdrawals w ON w.order_id = o.id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return undefined;
  const termsAcceptance = row.terms_version && row.terms_accepted_at ? { version: row.terms_version, acceptedAt: row.terms_accepted_at.toISOString() } : null;
  return { customer: row.customer, termsAcceptance, withdrawal: row.code ? staffWithdrawal(row as WithdrawalRow) : null };
}

/** How a step the staff took reads in an order's history, by the step's audit action. */
const STEP_WORDS: Record<string, string> = {
  paid: 'marcó la orden pagada',
  preparing: 'marcó la orden en preparación',
  shipped: 'marcó la orden enviada',
  'ready-for-pickup': 'marcó la orden lista para retirar',
  delivered: 'marcó la orden entregada',
  refunded: 'marcó la orden reintegrada',
  cancel: 'canceló la orden',
};

const PROVIDER_NAMES: Record<string, string> = { mercadopago: 'Mercado Pago', getnet: 'Getnet' };

/** What a payment notice did to the order (payments/settlement.ts). */
const PAYMENT_OUTCOMES: Record<string, string> = {
  paid: 'acreditó el pago',
  already_paid: 'ya estaba pagada',
  refund_needed: 'llegó tarde y sin stock: hay que devolver el dinero',
  amount_mismatch: 'el monto no alcanza el total: revisar',
  installments_mismatch: 'en otras cuotas que las de la orden: no se acredita, hay que devolver el dinero',
  pending: 'pago pendiente',
  rejected: 'pago rechazado',
};

type HistoryRow = { kind: OrderHistoryEntry['kind']; at: Date; a: string; b: string | null; c: string | null; d: string | null };

function historyEntry({ kind, at, a, b, c, d }: HistoryRow): OrderHistoryEntry {
  const when = at.toISOString();
  switch (kind) {
    case 'state':
      return { at: when, kind, title: ORDER_STATUS_LABELS[a as OrderStatus] ?? a, detail: null };
    case 'payment':
      return { at: when, kind, title: `${PROVIDER_NAMES[a] ?? a}: ${b}`, detail: `Pago ${d}: ${PAYMENT_OUTCOMES[c ?? ''] ?? c}` };
    case 'mail':
      return { at: when, kind, title: `Correo: ${a}`, detail: `${b} · ${c === 'sent' ? 'enviado' : c === 'failing' ? 'con errores, se reintenta' : 'en cola'}` };
    case 'staff':
      return { at: when, kind, title: `Personal: ${STEP_WORDS[a] ?? a}`, detail: b ?? 'cuenta eliminada' };
  }
}

/**
 * Everything that happened to an order, oldest first, in one statement: the states it entered,
 * the providers' payment notices, the mails about it and the staff's steps on it (who took them).
 */
export async function orderHistory(db: Queryable, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT kind, at, a, b, c, d FROM (
       SELECT 'state' AS kind, 0 AS rank, e.at, e.status AS a, NULL::text AS b, NULL::text AS c, NULL::text AS d, e.id
         FROM order_events e WHERE e.order_id = $1
       UNION ALL
       SELECT 'staff', 1, l.at, l.action, s.email, NULL, NULL, l.id
         FROM audit_log l LEFT JOIN staff s ON s.id = l.staff_id WHERE l.entity = 'order' AND l.entity_id = $1::text
       UNION ALL
       SELECT 'payment', 2, p.created_at, p.provider, p.state, p.outcome, p.payment_reference, p.id
         FROM payment_events p WHERE p.order_id = $1
       UNION ALL
       SELECT 'mail', 3, m.created_at, m.subject, m.recipient,
              CASE WHEN m.sent_at IS NOT NULL THEN 'sent' WHEN m.last_error IS NOT NULL THEN 'failing' ELSE 'queued' END, NULL, m.id
         FROM outbox m WHERE m.order_id = $1
     ) happened
     ORDER BY at, rank, id`,
    [orderId],
  );
  return rows.map(historyEntry);
}

/** A page of withdrawal requests, the newest first, and how many there are. */
export async function withdrawalPage(db: Queryable, page: number): Promise<{ withdrawals: StaffWithdrawal[]; total: number }> {
  const rows = await db.query<WithdrawalRow & { total: number }>(
    `SELECT ${WITHDRAWAL_COLUMNS}, count(*) OVER ()::int AS total
       FROM withdrawals w JOIN orders o ON o.id = w.order_id
      ORDER BY w.created_at DESC, w.id DESC
      LIMIT $1 OFFSET $2::bigint`,
    [WITHDRAWALS_PER_PAGE, (page - 1) * WITHDRAWALS_PER_PAGE],
  );
  const total = rows[0]?.total ?? (page > 1 ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals'))[0]!.n : 0);
  return { withdrawals: rows.map(staffWithdrawal), total };
}

type FiguresRow = {
  payment_method: PaymentMethod;
  today_orders: number;
  today_paid: number;
  today_sales: number;
  week_orders: number;
  week_paid: number;
  week_sales: number;
};

function period(rows: FiguresRow[], of: 'today' | 'week'): PeriodFigures {
  const byPaymentMethod = PAYMENT_METHODS.map((paymentMethod) => {
    const row = rows.find((r) => r.payment_method === paymentMethod);
    return { paymentMethod, orders: row?.[`${of}_orders`] ?? 0, paidOrders: row?.[`${of}_paid`] ?? 0, sales: roundMoney(row?.[`${of}_sales`] ?? 0) };
  });
  const sum = (key: 'orders' | 'paidOrders' | 'sales') => byPaymentMethod.reduce((total, figures) => total + figures[key], 0);
  return { orders: sum('orders'), paidOrders: sum('paidOrders'), sales: roundMoney(sum('sales')), byPaymentMethod };
}

/**
 * Today's and this week's orders and sales by payment method (Argentina's calendar, the week from
 * Monday), the transfers waiting for the staff and the active products out of stock: two statements.
 */
export async function dashboardFigures(db: Queryable): Promise<Omit<Dashboard, 'ok'>> {
  const zone = `'${ARGENTINA_TIME_ZONE}'`;
  const rows = await db.query<FiguresRow>(
    `WITH bounds AS (
       SELECT date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS today,
              date_trunc('week', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS week
     )
     SELECT o.payment_method,
            count(*) FILTER (WHERE o.created_at >= b.today)::int AS today_orders,
            count(*) FILTER (WHERE o.created_at >= b.today AND o.status = ANY($1::text[]))::int AS today_paid,
            coalesce(sum(o.total) FILTER (WHERE o.created_at >= b.today AND o.status = ANY($1::text[])), 0)::float8 AS today_sales,
            count(*)::int AS week_orders,
            count(*) FILTER (WHERE o.status = ANY($1::text[]))::int AS week_paid,
            coalesce(sum(o.total) FILTER (WHERE o.status = ANY($1::text[])), 0)::float8 AS week_sales
       FROM orders o CROSS JOIN bounds b
      WHERE o.created_at >= b.week
      GROUP BY o.payment_method`,
    [PAID_STATES],
  );
  const [counts] = await db.query<{ pending_transfers: number; out_of_stock: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE status = 'pending_payment' AND payment_method = 'Transferencia') AS pending_transfers,
            (SELECT count(*)::int FROM products WHERE active AND stock = 0) AS out_of_stock`,
  );
  return { today: period(rows, 'today'), week: period(rows, 'week'), pendingTransfers: counts!.pending_transfers, outOfStock: counts!.out_of_stock };
}
