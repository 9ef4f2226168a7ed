import fp from 'fastify-plugin';
import { CreditLookupsQuery, CreditLookupsResponse, IdParams, StaffCuilBody, StaffCuilResponse } from '@tienda/domain';
import type { Database } from '../../../db/database';
import { contract, type ShopPlugin } from '../../../http/contract';
import { HttpError } from '../../../http/errors';
import { checkCuilFree, cuilTakenOr } from '../../users/cuilLock';
import { writeAudit } from '../auditLog';
import { CREDIT_LOOKUPS_PER_PAGE, creditLookupsPage, replaceCuil } from './creditLookupQueries';

const ADMINS = ['admin'] as const;

/**
 * Who borrows on which CUIL, for the admins: every credit-offer look-up, and the correction of a
 * member's CUIL once the member can no longer change it (audited, before and after).
 */
const backofficeCreditRoutes: ShopPlugin<{ db: Database }> = async (app, { db }) => {
  const tags = ['Back office'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/backoffice/credit-lookups',
    {
      schema: { tags, security, querystring: contract(CreditLookupsQuery), response: { 200: contract(CreditLookupsResponse) } },
      onRequest: app.authenticateStaff(ADMINS),
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { lookups, count } = await creditLookupsPage(db, request.query.cuil, page);
      return { ok: true, lookups, page, totalPages: Math.max(1, Math.ceil(count / CREDIT_LOOKUPS_PER_PAGE)) };
    },
  );

  app.put(
    '/api/backoffice/users/:id/cuil',
    {
      schema: { tags, security, params: contract(IdParams), body: contract(StaffCuilBody), response: { 200: contract(StaffCuilResponse) } },
      onRequest: app.authenticateStaff(ADMINS),
    },
    async (request) => {
      const { id } = request.params;
      const { cuil } = request.body;
      await checkCuilFree(db, id, cuil);
      const change = db.transaction(async (tx) => {
        const replaced = await replaceCuil(tx, id, cuil);
        if (!replaced) throw new HttpError(404, 'No encontramos esa cuenta.');
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity: 'user_cuil', entityId: id, before: { cuil: replaced.before }, after: { cuil } });
      });
      await change.catch((error: unknown) => {
        throw cuilTakenOr(error);
      });
      return { ok: true, userId: id, cuil, message: 'CUIL actualizado.' };
    },
  );
};

export const backofficeCredit = fp(backofficeCreditRoutes, { name: 'backofficeCredit', dependencies: ['staffAuthentication'], encapsulate: true });
