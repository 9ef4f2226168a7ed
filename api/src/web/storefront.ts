import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the storefront's index.html, the app that owns every page route. */
    sendApp(): FastifyReply;
  }
}

/**
 * Serves the built storefront: hashed assets cached for a year, index.html never cached,
 * and the app's page for any other GET that a browser makes (the SPA fallback).
 */
export const storefront = fp<{ storefrontDir: string }>(async (app, { storefrontDir }) => {
  const built = existsSync(path.join(storefrontDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: storefrontDir,
    index: false,
    wildcard: true,
    serve: built,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.decorateReply('sendApp', function (this: FastifyReply) {
    if (!built) {
      return this.status(503).type('text/plain; charset=utf-8').send('La tienda no está compilada: corré `npm run build -w @tienda/storefront`.');
    }
    return this.header('Cache-Control', 'no-cache').sendFile('index.html', storefrontDir);
  });

  // The static plugin would answer the bare folder with 403; the home page is the app's.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendApp());
});

/** A browser asking for a page (not the API, not a file): the app answers it. */
export function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/dev/')) return false;
  const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}
