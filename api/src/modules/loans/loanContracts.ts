import rateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  argentinaDateKey,
  FIXED_INSTALLMENTS_PLAN,
  IdParams,
  LoanContractFileQuery,
  LoanContractQuery,
  parseContractProducts,
  quotePurchase,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin } from '../auth/rateLimits';
import { priceLines } from '../orders/orderQueries';
import { assertOrderOwner } from '../orders/orderOwner';
import { memberName } from '../users/memberName';
import { userById } from '../users/userQueries';
import { loanContractPdf } from './contractPdf';
import { loanContractOf } from './loanContractQueries';
import { purchasePlans } from './loanDetails';
import { createLoanContractTokens, createLoanTermsTokens } from './loanTokens';

const MINUTE = 60_000;

/**
 * Drawing a PDF costs some CPU: a shopper reading the terms opens them a few times, not hundreds.
 * Per address, counted in the database like every limit.
 */
export const CONTRACT_DOWNLOADS = { max: 30, timeWindow: 15 * MINUTE };

export const TERMS_LINK_EXPIRED = 'El enlace a las condiciones del préstamo venció. Vuelve a consultar tu oferta para verlas.';

/** Who may read the staff's copy: the same roles that see the orders. */
const ORDER_STAFF = ['admin', 'operador'] as const;

type LoanContractsOptions = { db: Database; settings: Pick<Settings, 'loanPlans' | 'jwtSecret' | 'company'> };

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * The loan contract as a PDF: before acceptance, the terms of today's quote for the member whose offer
 * gave the link's token (GET /api/loan/contract.pdf); after, the very PDF kept with the order, for its
 * owner (bearer or the order's contract token) and for the staff. Files, so not on /docs.
 */
const loanContractRoutes: ShopPlugin<LoanContractsOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const termsTokens = createLoanTermsTokens(settings.jwtSecret);
  const contractTokens = createLoanContractTokens(settings.jwtSecret);

  app.get(
    '/api/loan/contract.pdf',
    { schema: { hide: true, querystring: contract(LoanContractQuery) }, config: { rateLimit: CONTRACT_DOWNLOADS } },
    async (request, reply) => {
      const { plan, amount, token, products } = request.query;
      const userId = token ? termsTokens.subjectOf(token) : null;
      if (userId === null) throw new HttpError(401, TERMS_LINK_EXPIRED);
      const user = await userById(db, userId);
      if (!user) throw new HttpError(401, TERMS_LINK_EXPIRED);
      if (!user.cuil) throw new HttpError(409, 'Completa tu CUIL en tu perfil para consultar tu préstamo.');
      if (plan === FIXED_INSTALLMENTS_PLAN && !products) {
        throw new HttpError(400, 'Para ver el contrato en cuotas fijas, el enlace debe llevar los productos de tu compra.');
      }
      // The plans the order would be offered (placeOrder's own list): the fixed one comes from the products' prices.
      const lines = products ? await priceLines(db, parseContractProducts(products)) : [];
      const financing = purchasePlans(settings.loanPlans, plan, lines).find((candidate) => candidate.plan === plan);
      if (!financing) throw new HttpError(404, 'No ofrecemos ese plan de préstamo.');
      const now = Date.now();
      const pdf = await loanContractPdf({
        lender: settings.company,
        borrower: { name: memberName(user), cuil: user.cuil, email: user.email },
        financing,
        quote: quotePurchase(financing, amount, now),
        date: argentinaDateKey(now),
      });
      return sendPdf(reply, pdf, 'condiciones-prestamo.pdf');
    },
  );

  app.get(
    '/api/orders/:id/loan-contract.pdf',
    { schema: { hide: true, params: contract(IdParams), querystring: contract(LoanContractFileQuery) } },
    async (request, reply) => {
      const { id } = request.params;
      // The same 404 for an order that is not the caller's, one that does not exist, and one with no contract.
      await assertOrderOwner(app, db, contractTokens, request, id, request.query.token);
      const stored = await loanContractOf(db, id);
      if (!stored) throw new HttpError(404, 'Esta compra no tiene un contrato de préstamo.');
      return sendPdf(reply, stored.pdf, `contrato-prestamo-orden-${id}.pdf`);
    },
  );

  app.get(
    '/api/backoffice/orders/:id/loan-contract.pdf',
    { schema: { hide: true, params: contract(IdParams) }, onRequest: app.authenticateStaff(ORDER_STAFF) },
    async (request, reply) => {
      const stored = await loanContractOf(db, request.params.id);
      if (!stored) throw new HttpError(404, 'Esta orden no tiene un contrato de préstamo guardado.');
      return sendPdf(reply, stored.pdf, `contrato-prestamo-orden-${request.params.id}.pdf`);
    },
  );
};

export const loanContracts = fp(loanContractRoutes, { name: 'loanContracts', dependencies: ['authentication', 'staffAuthentication'], encapsulate: true });
