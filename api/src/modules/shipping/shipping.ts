import type { FastifyPluginAsync } from 'fastify';
import { CotizationBody, type CotizationRequest } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import type { ZippinApi } from '../../providers/zippin/zippin';
import { quoteShipping } from './quote';

/** POST /api/zippin/cotization: a home-delivery quote in Zippin's shape (spec §7). */
export const shipping: FastifyPluginAsync<{ db: Database; zippin: ZippinApi }> = async (app, { db, zippin }) => {
  app.post<{ Body: CotizationRequest }>('/api/zippin/cotization', { schema: { tags: ['Envíos'], body: contract(CotizationBody) } }, async (request) => {
    const units = new Map<number, number>();
    for (const { id } of request.body.items) units.set(id, (units.get(id) ?? 0) + 1);
    const { cotization } = await quoteShipping(db, zippin, units, request.body.destination, request.log);
    return { ok: true, reponseCotization: cotization };
  });
};
