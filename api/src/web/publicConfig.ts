import fp from 'fastify-plugin';
import { PublicConfigResponse } from '@tienda/domain';
import { contract, type ShopPlugin } from '../http/contract';
import type { Settings } from '../settings';

/**
 * GET /api/config: what the storefront must know of the server's settings at run time, and
 * nothing secret: the seller's identity (COMPANY_*), which every page names, and Google's client id. Google's client id is public by design (it is in Google's button); without
 * one, the storefront neither shows the button nor loads Google's script.
 */
const configRoute: ShopPlugin<{ settings: Pick<Settings, 'googleClientId' | 'company'> }> = async (app, { settings }) => {
  app.get('/api/config', { schema: { tags: ['Tienda'], response: { 200: contract(PublicConfigResponse) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { ok: true, googleClientId: settings.googleClientId ?? null, company: settings.company };
  });
};

export const publicConfig = fp(configRoute, { name: 'publicConfig', encapsulate: true });
