import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequestHandler, ServerRouter, type AppLoadContext, type EntryContext, type ServerBuild } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { PageReads } from '@tienda/domain';
import { setServerReads, setServerTransport } from './api/transport';
import { paintBeforeScripts } from './app/paintBeforeScripts';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Streamed parts that take longer than this are given up (they render on the client). */
export const streamTimeout = 5_000;

// The API of the request being rendered, and its catalogue reads, handed over by the server that
// mounts this app. Without one (`npm run dev`), the API server on API_ORIGIN, over HTTP.
const currentApi = new AsyncLocalStorage<{ api: Fetch; reads?: PageReads }>();
const devApiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
setServerTransport(() => currentApi.getStore()?.api ?? ((input, init) => fetch(new URL(String(input), devApiOrigin), init)));
setServerReads(() => currentApi.getStore()?.reads);

/** This answer's nonce (none: a page whose policy names its inline scripts by hash), and the server's reads for it. */
type ShopRequestContext = { nonce?: string; reads?: PageReads };

/**
 * What the server mounts: a request handler for every page, rendering with the API the server
 * hands over (in process), the catalogue reads it answers directly, and the nonce of this answer's
 * Content-Security-Policy.
 */
export function createShopHandler(build: ServerBuild, { api, publicUrl }: { api: Fetch; publicUrl: string }) {
  const handle = createRequestHandler(build, 'production');
  return (request: Request, { nonce, reads }: ShopRequestContext) => currentApi.run({ api, reads }, () => handle(request, { publicUrl, nonce } as AppLoadContext));
}

/** A loader or render that failed on the server: logged (the page shows its error state). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = (loadContext as { nonce?: string } | undefined)?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers (and link previews) get the whole page at once; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const rendered = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const body = rendered.pipe(paintBeforeScripts(nonce));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(rendered);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
