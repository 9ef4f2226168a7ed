import fp from 'fastify-plugin';
import {
  DashboardResponse,
  IdParams,
  ORDER_STATUS_LABELS,
  ShippedBody,
  STAFF_ORDER_STEPS,
  StaffOrderResponse,
  StaffOrdersQuery,
  StaffOrdersResponse,
  StaffOrderStepResponse,
  StaffWithdrawalsQuery,
  StaffWithdrawalsResponse,
  type OrderShipment,
  type StaffOrderStep,
} from '@tienda/domain';
import type { Database } from '../../../db/database';
import { contract, type ShopPlugin } from '../../../http/contract';
import { HttpError } from '../../../http/errors';
import type { Settings } from '../../../settings';
import { announceStep } from '../../orders/orderNotices';
import { orderById, orderPage, type OrderSearch } from '../../orders/orderQueries';
import { operatorMove } from '../../orders/orderStates';
import { writeAudit } from '../auditLog';
import { staffOrderInvoices } from '../../invoices/invoiceQueries';
import { createInvoiceTokens, viewLinks } from '../../invoices/invoiceTokens';
import { dashboardFigures, orderHistory, orderParties, WITHDRAWALS_PER_PAGE, withdrawalPage } from './staffOrderQueries';

/** Orders on a page of the staff's list, unless the query asks for another number. */
const ORDERS_PER_PAGE = 20;
const LARGEST_ORDER_NUMBER = 2_147_483_647;

/** The daily work: admins and operators alike. */
const ORDER_STAFF = ['admin', 'operador'] as const;

type BackofficeOrdersOptions = { db: Database; settings: Pick<Settings, 'bank' | 'publicUrl' | 'company' | 'jwtSecret' | 'arca'> };

/**
 * What the staff typed to find a buyer: an e-mail, a CUIL (11 digits, dashes allowed) or an order
 * number ('12', '#12', 'N° 12'); undefined when it is none of them.
 */
function orderSearch(text: string): OrderSearch | undefined {
  const typed = text.trim();
  if (typed.includes('@')) return { email: typed };
  if (/^\d{2}-?\d{8}-?\d$/.test(typed)) return { cuil: typed.replace(/-/g, '') };
  const number = typed.replace(/^(#|n\s*[°º.]?)\s*/i, '');
  if (/^\d{1,10}$/.test(number) && Number(number) <= LARGEST_ORDER_NUMBER) return { orderId: Number(number) };
  return undefined;
}

/**
 * The staff's orders: the list (by state, payment method, Argentine days and buyer), an order's
 * page with its buyer and whole history, the steps of its life (each audited in the step's own
 * transaction, with the shopper's mail), the withdrawal requests and today's numbers.
 */
const backofficeOrderRoutes: ShopPlugin<BackofficeOrdersOptions> = async (app, { db, settings }) => {
  const schema = { tags: ['Back office'], security: [{ bearer: [] }] };
  const onRequest = app.authenticateStaff(ORDER_STAFF);
  const pdfLink = viewLinks(createInvoiceTokens(settings.jwtSecret));

  app.get(
    '/api/backoffice/orders',
    { schema: { ...schema, querystring: contract(StaffOrdersQuery), response: { 200: contract(StaffOrdersResponse) } }, onRequest },
    async (request) => {
      const { status, paymentMethod, from, to, q, page = 1, perPage = ORDERS_PER_PAGE } = request.query;
      const search = q ? orderSearch(q) : undefined;
      if (q && !search) throw new HttpError(400, 'Busca por número de orden, correo electrónico o CUIL.');
      const { records, total } = await orderPage(db, { status, paymentMethod, from, to, search }, page, perPage, settings.bank);
      return {
        ok: true,
        orders: records.map(({ order, withdrawalCode }) => ({ ...order, withdrawalCode })),
        page,
        totalPages: Math.max(1, Math.ceil(total / perPage)),
        total,
      };
    },
  );

  app.get(
    '/api/backoffice/orders/:id',
    { schema: { ...schema, params: contract(IdParams), response: { 200: contract(StaffOrderResponse) } }, onRequest },
    async (request) => {
      const { id } = request.params;
      const [order, parties, history, invoices] = await Promise.all([
        orderById(db, id, settings.bank),
        orderParties(db, id),
        orderHistory(db, id),
        staffOrderInvoices(db, id, pdfLink, settings.arca.pointOfSale),
      ]);
      if (!order || !parties) throw new HttpError(404, `No encontramos la orden N° ${id}.`);
      return { ok: true, order, ...parties, history, invoices };
    },
  );

  /** Moves the order, queues its mail and keeps who did it, in one transaction; answers the order as it now stands. */
  async function step(staffId: number, orderId: number, path: StaffOrderStep, shipment?: OrderShipment) {
    const to = STAFF_ORDER_STEPS[path];
    const { order } = await db.transaction(async (tx) => {
      const from = await operatorMove(tx, orderId, to, new Date(), shipment);
      const record = await announceStep(tx, { mailer: app.mailer, settings }, orderId);
      const after = { status: to, ...(shipment && { shipment }) };
      await writeAudit(tx, { staffId, action: path, entity: 'order', entityId: orderId, before: { status: from }, after });
      return record;
    });
    return { ok: true, order, message: `La orden N° ${orderId} quedó ${ORDER_STATUS_LABELS[to]}.` };
  }

  const stepSchema = { ...schema, params: contract(IdParams), response: { 200: contract(StaffOrderStepResponse) } };
  for (const path of Object.keys(STAFF_ORDER_STEPS) as StaffOrderStep[]) {
    if (path === 'shipped') continue;
    app.post(`/api/backoffice/orders/:id/${path}`, { schema: stepSchema, onRequest }, (request) => step(request.staff.staffId, request.params.id, path));
  }
  app.post('/api/backoffice/orders/:id/shipped', { schema: { ...stepSchema, body: contract(ShippedBody) }, onRequest }, (request) => {
    const { carrier, trackingCode, trackingUrl } = request.body;
    return step(request.staff.staffId, request.params.id, 'shipped', { carrier, trackingCode, trackingUrl: trackingUrl ?? null });
  });

  app.get(
    '/api/backoffice/withdrawals',
    { schema: { ...schema, querystring: contract(StaffWithdrawalsQuery), response: { 200: contract(StaffWithdrawalsResponse) } }, onRequest },
    async (request) => {
      const page = request.query.page ?? 1;
      const { withdrawals, total } = await withdrawalPage(db, page);
      return { ok: true, withdrawals, page, totalPages: Math.max(1, Math.ceil(total / WITHDRAWALS_PER_PAGE)) };
    },
  );

  app.get('/api/backoffice/dashboard', { schema: { ...schema, response: { 200: contract(DashboardResponse) } }, onRequest }, async () => ({
    ok: true,
    ...(await dashboardFigures(db)),
  }));
};

export const backofficeOrders = fp(backofficeOrderRoutes, {
  name: 'backofficeOrders',
  dependencies: ['staffAuthentication', 'mail'],
  encapsulate: true,
});
