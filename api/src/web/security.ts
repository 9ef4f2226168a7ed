import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a real Content-Security-Policy: everything from our own origin,
 * plus exactly the outside services the spec names (Google sign-in, the stores' embedded
 * maps) and Mercado Pago's checkout links. Inline scripts are never allowed; inline style
 * attributes are, because React and Radix position popovers with them.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", 'https://accounts.google.com/gsi/style'],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ['https://accounts.google.com/gsi/', 'https://www.google.com/maps', 'https://maps.google.com'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Google sign-in's popup needs to talk back to this window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Sent only on answers that came over HTTPS (below): over plain HTTP a browser ignores it.
  strictTransportSecurity: false,
};

/** A year, subdomains included: once a browser has seen the shop over HTTPS it never asks over HTTP again. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet would set, worked out once: they are the same for every answer (a page adds
 * its nonce to a copy), and building them per request (what @fastify/helmet does) halved the
 * server's throughput.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const headers = securityHeaders();

/**
 * The policy of a server-rendered page: the same, plus this answer's nonce, which its inline
 * scripts (the router's hydration data and streamed parts) carry. Any other inline script is refused.
 */
export function scriptNonceHeader(nonce: string): string {
  return headers['Content-Security-Policy']!.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
}

/** The attributes and text of each <script> of a page, found with indexOf (linear, whatever the page). */
function* scriptsOf(html: string): Generator<{ attributes: string; source: string }> {
  let at = 0;
  for (;;) {
    const start = html.indexOf('<script', at);
    const tagEnd = start === -1 ? -1 : html.indexOf('>', start);
    const close = tagEnd === -1 ? -1 : html.indexOf('</script>', tagEnd);
    if (close === -1) return;
    yield { attributes: html.slice(start + '<script'.length, tagEnd), source: html.slice(tagEnd + 1, close) };
    at = close + '</script>'.length;
  }
}

// A type that runs: none, module, or JavaScript's; any other (JSON-LD) is a data block, which never runs.
const runnableType = /\btype="(module|text\/javascript)"/;

/**
 * The policy of a page kept by the page cache: its inline scripts named by their SHA-256 instead of a
 * nonce. The page's bytes are then the same for every shopper, so they are compressed once and sent
 * as they are; a nonce would change them on every answer. Any script not written by the render has
 * another hash and is refused, as an unknown nonce would be.
 */
export function scriptHashesHeader(html: string): string {
  const hashes = new Set<string>();
  for (const { attributes, source } of scriptsOf(html)) {
    if (/\bsrc=/.test(attributes) || (attributes.includes('type=') && !runnableType.test(attributes))) continue;
    // The browser hashes the text as parsed: HTML turns every line break into a line feed.
    hashes.add(`'sha256-${createHash('sha256').update(source.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  }
  return headers['Content-Security-Policy']!.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}

/** What only a document reads: a script, a style sheet or a font goes without them (a phone pays for every byte of every file). */
const documentOnly = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Leaves on a file's answer the headers that concern a file: nosniff, the resource policy. */
export function fileSecurityHeaders(reply: { removeHeader(name: string): unknown }): void {
  for (const name of documentOnly) reply.removeHeader(name);
}

export const security = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // HTTPS as the shopper reached it: the socket's, or the one a trusted proxy (TRUST_PROXY) reports.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT);
  });
}, { name: 'security' });
