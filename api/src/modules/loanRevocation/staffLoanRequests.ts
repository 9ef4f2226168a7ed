import fp from 'fastify-plugin';
import { StaffLoanRequestsQuery, StaffLoanRequestsResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { LOAN_REQUESTS_PER_PAGE, loanRequestPage } from './loanRequestQueries';

/** GET /api/backoffice/loan-requests: the borrowers' revocations and "bajas", newest first, for admins and operators. */
const staffLoanRequestRoutes: ShopPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/backoffice/loan-requests',
    {
      schema: { tags: ['Back office'], security: [{ bearer: [] }], querystring: contract(StaffLoanRequestsQuery), response: { 200: contract(StaffLoanRequestsResponse) } },
      onRequest: app.authenticateStaff(['admin', 'operador']),
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { requests, total } = await loanRequestPage(db, page);
      return { ok: true, requests, page, totalPages: Math.max(1, Math.ceil(total / LOAN_REQUESTS_PER_PAGE)) };
    },
  );
};

export const staffLoanRequests = fp(staffLoanRequestRoutes, { name: 'staffLoanRequests', dependencies: ['staffAuthentication'], encapsulate: true });
