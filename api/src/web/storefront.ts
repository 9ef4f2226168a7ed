import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import type { ShopPlugin } from '../http/contract';
import { catalogueCacheKey, pageCache, type CachedPage } from './pageCache';
import { fileSecurityHeaders, scriptNonceHeader } from './security';

declare module 'fastify' {
  interface FastifyReply {
    /** Renders the storefront's page for this request on the server (streamed), with its status. */
    sendApp(): Promise<FastifyReply>;
  }
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
/** What the storefront's server build offers the server that mounts it (storefront/src/entry.server.tsx). */
type ShopHandler = (request: Request, context: { nonce: string }) => Promise<Response>;
type StorefrontBuild = {
  entry: { module: { createShopHandler: (build: StorefrontBuild, options: { api: Fetch; publicUrl: string }) => ShopHandler } };
};

/**
 * The API as the storefront's server render reaches it: the same HTTP contract, answered in
 * process by Fastify's inject, never through a socket and never by importing the modules.
 */
function inProcessApi(app: FastifyInstance): Fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/** The Fetch API request React Router renders, from the one Fastify received. */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers, signal });
}

/**
 * Serves the built storefront (storefront/dist): its hashed assets cached for a year, and every
 * page rendered on the server by the storefront's own request handler, streamed, with a nonce for
 * its inline scripts in this answer's Content-Security-Policy. The server mounts the app's build;
 * it never imports its source.
 */
const storefrontApp: ShopPlugin<{ storefrontDir: string; publicUrl: string; db: Queryable }> = async (app, { storefrontDir, publicUrl, db }) => {
  const clientDir = path.join(storefrontDir, 'client');
  const serverEntry = path.join(storefrontDir, 'server', 'index.js');
  const built = existsSync(serverEntry);
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // The build's brotli and gzip copies (storefront/vite.config.ts), when the browser takes them.
    preCompressed: true,
    wildcard: true,
    serve: existsSync(clientDir),
    setHeaders(reply, filePath) {
      // Pictures sent through this plugin (images.ts) keep the headers their route chose.
      if (!filePath.startsWith(clientDir)) return;
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // Scripts, styles and fonts are never shown as a document: they go without a document's policy
      // (an SVG could be, and keeps it).
      if (/\.(js|css|woff2?|map)$/.test(filePath)) fileSecurityHeaders(reply);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  let handler: ShopHandler | undefined;
  if (built) {
    const build = (await import(pathToFileURL(serverEntry).href)) as StorefrontBuild;
    handler = build.entry.module.createShopHandler(build, { api: inProcessApi(app), publicUrl });
  }

  const cache = pageCache(db);

  /** This answer's headers and body, with the policy of its nonce. */
  const answer = (reply: FastifyReply, page: CachedPage | Response, nonce: string) => {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', scriptNonceHeader(nonce));
    // HTML is never kept by a browser or a CDN as is: each answer has a nonce of its own.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
    return reply;
  };

  app.decorateReply('sendApp', async function (this: FastifyReply) {
    if (!handler) {
      return this.status(503).type('text/plain; charset=utf-8').send('La tienda no está compilada: ejecuta `npm run build -w @tienda/storefront`.');
    }
    const nonce = randomBytes(16).toString('base64');
    const key = catalogueCacheKey(this.request.method, this.request.url);
    // Read before rendering: a change committed meanwhile moves the version past the page kept.
    const version = key ? await cache.currentVersion().catch(() => undefined) : undefined;
    const cached = key && version !== undefined ? cache.read(key, version, nonce) : undefined;
    if (cached) return answer(this, cached, nonce).header('x-page-cache', 'hit').send(cached.html);

    const aborted = new AbortController();
    this.raw.once('close', () => aborted.abort());
    const page = await handler(toFetchRequest(this.request, aborted.signal), { nonce });
    if (key && version !== undefined && (page.status === 200 || page.status === 404)) {
      const html = await page.text();
      cache.keep(key, version, { status: page.status, headers: [...page.headers], html, nonce });
      return answer(this, page, nonce).header('x-page-cache', 'miss').send(html);
    }
    return answer(this, page, nonce).send(page.body ? Readable.fromWeb(page.body as import('node:stream/web').ReadableStream) : null);
  });

  // The static plugin would answer the bare folder with 403; the home page is the app's.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendApp());
};

// Not encapsulated: `reply.sendApp` serves the app's pages from anywhere (the 404 handler, /product/{id}).
export const storefront = fp(storefrontApp, { name: 'storefront' });

/** A browser asking for a page (not the API, not a file), or the app asking for a page's data: the app answers it. */
export function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/dev/')) return false;
  const pathname = request.url.split('?')[0]!;
  // React Router's own calls in the browser (a page's data, the routes' manifest), and old bookmarks of the built page.
  if (pathname.endsWith('.data') || pathname === '/__manifest' || pathname === '/index.html') return true;
  // A file ends in a short extension ('.png', '.webp', '.js'); a signed link's token has dots too, not that.
  const lastSegment = pathname.split('/').pop() ?? '';
  return !FILE_EXTENSION.test(lastSegment);
}

const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;
