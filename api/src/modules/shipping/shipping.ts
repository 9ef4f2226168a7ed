import fp from 'fastify-plugin';
import { CotizationBody, CotizationResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import type { ZippinApi } from '../../providers/zippin/zippin';
import { quoteShipping } from './quote';

/** POST /api/zippin/cotization: a home-delivery quote in Zippin's shape (spec §7). */
const shippingRoutes: ShopPlugin<{ db: Database; zippin: ZippinApi }> = async (app, { db, zippin }) => {
  app.post(
    '/api/zippin/cotization',
    { schema: { tags: ['Envíos'], body: contract(CotizationBody), response: { 200: contract(CotizationResponse) } } },
    async (request) => {
      const units = new Map<number, number>();
      for (const { id } of request.body.items) units.set(id, (units.get(id) ?? 0) + 1);
      const { cotization } = await quoteShipping(db, zippin, units, request.body.destination, request.log);
      return { ok: true, reponseCotization: cotization };
    },
  );
};

export const shipping = fp(shippingRoutes, { name: 'shipping', encapsulate: true });
