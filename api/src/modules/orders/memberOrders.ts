import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IdParams, MemberOrdersQuery, MemberOrdersResponse, OrderResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { orderInvoices } from '../invoices/invoiceQueries';
import { createInvoiceTokens, viewLinks } from '../invoices/invoiceTokens';
import { MEMBER_ORDERS_PER_PAGE, memberOrderPage } from './memberOrderQueries';
import { readOrders } from './orderQueries';

// Said alike to another member, to a stranger and for a number that does not exist: the answer
// must not tell whose orders exist.
const NOT_FOUND = 'No encontramos esa compra.';

type MemberOrdersOptions = { db: Database; settings: Pick<Settings, 'bank' | 'jwtSecret'> };

/** "Mis compras": GET /api/user/orders (the member's orders, newest first) and GET /api/user/orders/{id}. */
const memberOrderRoutes: ShopPlugin<MemberOrdersOptions> = async (app, { db, settings }) => {
  const pdfLink = viewLinks(createInvoiceTokens(settings.jwtSecret));
  const schema = { tags: ['Usuario'], security: [{ bearer: [] }] };

  /** The signed-in member, or null for a request without a live session (never a 401 here). */
  async function memberOf(request: FastifyRequest): Promise<number | null> {
    try {
      await app.authenticate(request);
      return request.user.userId;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  }

  app.get(
    '/api/user/orders',
    { schema: { ...schema, querystring: contract(MemberOrdersQuery), response: { 200: contract(MemberOrdersResponse) } }, onRequest: app.authenticate },
    async (request) => {
      const page = request.query.page ?? 1;
      const { orders, count } = await memberOrderPage(db, request.user.userId, page);
      return { ok: true, orders, page, totalPages: Math.max(1, Math.ceil(count / MEMBER_ORDERS_PER_PAGE)) };
    },
  );

  app.get(
    '/api/user/orders/:id',
    // A session is optional in the description (`{}`): a stranger is answered 404, as anyone not the owner.
    { schema: { ...schema, security: [{ bearer: [] }, {}], params: contract(IdParams), response: { 200: contract(OrderResponse) } } },
    async (request) => {
      const userId = await memberOf(request);
      const [record] = userId === null ? [] : await readOrders(db, [request.params.id], settings.bank);
      if (!record || record.userId !== userId) throw new HttpError(404, NOT_FOUND);
      return { ok: true, order: record.order, invoices: await orderInvoices(db, record.order.id, pdfLink) };
    },
  );
};

export const memberOrders = fp(memberOrderRoutes, { name: 'memberOrders', dependencies: ['authentication'], encapsulate: true });
