import type { LoanRequestKind, OrderLoan, OrderStatus, PaymentMethod, StaffLoanRequest } from '@tienda/domain';
import { revocationDeadline } from '@tienda/domain/businessDays';
import type { Queryable } from '../../db/database';
import { acceptanceOf } from './loanRevocationState';

export const LOAN_REQUESTS_PER_PAGE = 20;

export type LoanOrder = {
  user_id: number | null;
  status: OrderStatus;
  payment_method: PaymentMethod;
  loan: OrderLoan | null;
  created_at: Date;
  contact_name: string;
  contact_email: string;
};

/** The order, its row locked until the transaction ends, so two requests for it take turns. */
export async function lockedLoanOrder(tx: Queryable, orderId: number): Promise<LoanOrder | undefined> {
  const [order] = await tx.query<LoanOrder>(
    'SELECT user_id, status, payment_method, loan, created_at, contact_name, contact_email FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return order;
}

/** The code of the order's request of this kind, when one was recorded. */
export async function loanRequestCode(db: Queryable, orderId: number, kind: LoanRequestKind): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM loan_requests WHERE order_id = $1 AND kind = $2', [orderId, kind]);
  return row?.code;
}

/** Records a request with the state the order was in when asked; one of each kind per order. */
export async function recordLoanRequest(tx: Queryable, orderId: number, kind: LoanRequestKind, code: string, status: OrderStatus): Promise<void> {
  await tx.query('INSERT INTO loan_requests (order_id, kind, code, order_status) VALUES ($1, $2, $3, $4)', [orderId, kind, code, status]);
}

type LoanRequestRow = {
  kind: LoanRequestKind;
  code: string;
  order_id: number;
  status: OrderStatus;
  order_status: OrderStatus;
  contact_name: string;
  contact_email: string;
  created_at: Date;
  loan: OrderLoan;
  order_created_at: Date;
  total: number;
};

function staffLoanRequest(row: LoanRequestRow): StaffLoanRequest {
  return {
    kind: row.kind,
    code: row.code,
    orderId: row.order_id,
    orderStatus: row.status,
    statusWhenAsked: row.order_status,
    name: row.contact_name,
    email: row.contact_email,
    requestedAt: row.created_at.toISOString(),
    deadline: revocationDeadline(acceptanceOf(row.loan, row.order_created_at)),
  };
}

/** A page of revocations and "bajas", the newest first, and how many there are. */
export async function loanRequestPage(db: Queryable, page: number): Promise<{ requests: StaffLoanRequest[]; total: number }> {
  const rows = await db.query<LoanRequestRow>(
    `SELECT r.kind, r.code, r.order_id, o.status, r.order_status, o.contact_name, o.contact_email, r.created_at,
            o.loan, o.created_at AS order_created_at, count(*) OVER ()::int AS total
       FROM loan_requests r JOIN orders o ON o.id = r.order_id
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $1 OFFSET $2::bigint`,
    [LOAN_REQUESTS_PER_PAGE, (page - 1) * LOAN_REQUESTS_PER_PAGE],
  );
  const total = rows[0]?.total ?? (page > 1 ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_requests'))[0]!.n : 0);
  return { requests: rows.map(staffLoanRequest), total };
}
