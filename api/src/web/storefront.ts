import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { PageReads } from '@tienda/domain';
import type { Queryable } from '../db/database';
import type { ShopPlugin } from '../http/contract';
import type { Settings } from '../settings';
import { catalogueCacheKey, pageBytes, pageCache, type CachedPage } from './pageCache';
import { pageEncoding } from './pageEncoding';
import { pageReads } from './pageReads';
import { fileSecurityHeaders, scriptHashesHeader, scriptNonceHeader } from './security';

declare module 'fastify' {
  interface FastifyReply {
    /** Renders the storefront's page for this request on the server (streamed), with its status. */
    sendApp(): Promise<FastifyReply>;
  }
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
/**
 * What the storefront's server build offers the server that mounts it (storefront/src/entry.server.tsx):
 * a page rendered with this answer's nonce (none for a page whose policy names its scripts by hash)
 * and the catalogue reads the server answers in process.
 */
type ShopHandler = (request: Request, context: { nonce?: string; reads: PageReads }) => Promise<Response>;
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
const storefrontApp: ShopPlugin<{ storefrontDir: string; publicUrl: string; db: Queryable; settings: Pick<Settings, 'googleClientId' | 'company'> }> = async (
  app,
  { storefrontDir, publicUrl, db, settings },
) => {
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
  const readsAt = pageReads(db, settings);

  /** This answer's status and headers, with its policy. */
  const answer = (reply: FastifyReply, page: CachedPage | Response, policy: string) => {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', policy);
    // HTML is never kept by a browser or a CDN as is: a catalogue page changes with the catalogue,
    // any other has a nonce of its own.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
    return reply;
  };

  /** A catalogue page's stored bytes, in the encoding this browser takes (compressed at most once). */
  const sendKept = (reply: FastifyReply, page: CachedPage) => {
    const encoding = pageEncoding(reply.request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(pageBytes(page, encoding));
  };

  app.decorateReply('sendApp', async function (this: FastifyReply) {
    if (!handler) {
      return this.status(503).type('text/plain; charset=utf-8').send('La tienda no está compilada: ejecuta `npm run build -w @tienda/storefront`.');
    }
    const key = catalogueCacheKey(this.request.method, this.request.url);
    // Read before rendering: a change committed meanwhile moves the version past the page kept.
    const version = key ? await cache.currentVersion().catch(() => undefined) : undefined;
    const cached = key && version !== undefined ? cache.read(key, version) : undefined;
    if (cached) return sendKept(answer(this, cached, cached.policy).header('x-page-cache', 'hit'), cached);

    const aborted = new AbortController();
    this.raw.once('close', () => aborted.abort());
    // The render's catalogue reads at the version just read (or, for a shopper's page, at the one they read).
    const reads = readsAt(version !== undefined ? () => Promise.resolve(version) : cache.currentVersion);
    if (key && version !== undefined) {
      // A catalogue page: rendered whole, without a nonce, kept with the hashes of its scripts.
      const page = await handler(toFetchRequest(this.request, aborted.signal), { reads });
      const html = Buffer.from(await page.arrayBuffer());
      const rendered: CachedPage = { status: page.status, headers: [...page.headers], html, policy: scriptHashesHeader(html.toString()), encoded: {} };
      if (page.status === 200 || page.status === 404) cache.keep(key, version, rendered);
      return sendKept(answer(this, rendered, rendered.policy).header('x-page-cache', 'miss'), rendered);
    }
    const nonce = randomBytes(16).toString('base64');
    const page = await handler(toFetchRequest(this.request, aborted.signal), { nonce, reads });
    return answer(this, page, scriptNonceHeader(nonce)).send(page.body ? Readable.fromWeb(page.body as import('node:stream/web').ReadableStream) : null);
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
