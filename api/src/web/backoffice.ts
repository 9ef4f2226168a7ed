import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopPlugin } from '../http/contract';
import { fileSecurityHeaders } from './security';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back office no disponible</title></head>
<body>
<main>
<h1>El back office no está compilado</h1>
<p>Ejecuta <code>npm run build -w @tienda/backoffice</code> y vuelve a iniciar el servidor.</p>
</main>
</body>
</html>
`;

// A file's address ends in a short extension; a page of the back office never does.
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;

/**
 * Serves the built back office (backoffice/dist) at /admin: its hashed files under /admin/assets
 * cached for a year, and its one page, index.html, for every other address under /admin (the app
 * routes in the browser). The page has no inline script, so the shop's policy (`script-src 'self'`)
 * fits it as it is; it is never kept by a browser or a proxy (it names the current build's files),
 * never indexed, and without a build /admin says so in a 503 instead of failing.
 */
const backofficeApp: ShopPlugin<{ backofficeDir: string }> = async (app, { backofficeDir }) => {
  const assetsDir = path.join(backofficeDir, 'assets');
  const indexFile = path.join(backofficeDir, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/admin/assets/',
    index: false,
    wildcard: true,
    serve: existsSync(assetsDir),
    // The storefront's registration owns reply.sendFile; this one only serves its folder.
    decorateReply: false,
    setHeaders(reply) {
      fileSecurityHeaders(reply);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
    if (FILE_EXTENSION.test(lastSegment)) return reply.callNotFound();
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow').type('text/html; charset=utf-8');
    if (!page) return reply.status(503).header('Retry-After', '60').send(NOT_BUILT_PAGE);
    return reply.send(page);
  };

  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, sendPage);
};

export const backofficeWeb = fp(backofficeApp, { name: 'backofficeWeb', dependencies: ['security', 'storefront'], encapsulate: true });
