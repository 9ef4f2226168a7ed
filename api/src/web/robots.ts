import fp from 'fastify-plugin';
import type { ShopPlugin } from '../http/contract';
import { absoluteUrl } from './sitemap/sitemapXml';

// Pages that are personal, transactional or endless (every search term is a page): no use in an index.
const PRIVATE_PATHS = [
  '/cart',
  '/payment',
  '/delivery',
  '/payment-method',
  '/summary',
  '/loans',
  '/success',
  '/pending',
  '/failure',
  '/login',
  '/register',
  '/profile',
  '/verify-email',
  '/auth/',
  '/second-step',
  '/create-profile',
  '/search',
  '/api/',
  // The staff's back office: a log-in and a tool, nothing to index.
  '/admin',
];

/** GET /robots.txt: the catalogue is open to crawlers, the rest is not, and the sitemap is named. */
const robotsRoute: ShopPlugin<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return body;
  });
};

export const robots = fp(robotsRoute, { name: 'robots', encapsulate: true });
