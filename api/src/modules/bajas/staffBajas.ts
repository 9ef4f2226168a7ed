import fp from 'fastify-plugin';
import { StaffBajasQuery, StaffBajasResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { BAJAS_PER_PAGE, bajaPage } from './bajaQueries';

/** GET /api/backoffice/bajas: the 'Botón de baja' requests, newest first, for admins and operators. */
const staffBajaRoutes: ShopPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/backoffice/bajas',
    {
      schema: { tags: ['Back office'], security: [{ bearer: [] }], querystring: contract(StaffBajasQuery), response: { 200: contract(StaffBajasResponse) } },
      onRequest: app.authenticateStaff(['admin', 'operador']),
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { bajas, total } = await bajaPage(db, page);
      return { ok: true, bajas, page, totalPages: Math.max(1, Math.ceil(total / BAJAS_PER_PAGE)) };
    },
  );
};

export const staffBajas = fp(staffBajaRoutes, { name: 'staffBajas', dependencies: ['staffAuthentication'], encapsulate: true });
