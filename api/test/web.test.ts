import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '@tienda/domain';
import { startTestApp, type TestApp } from './testApp';

// What the server does around the API; database-independent, so PGlite alone.
describe('el servidor web', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves product images by name and the product page by id', async () => {
    const product = (await get('/api/product/all')).json().allProducts.find((p: { images: { default: string[] } }) => p.images.default.length);
    const image = await get(`/product/${product.images.default[0]}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');

    const page = await get(`/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('never leaves the image folders', async () => {
    for (const url of [
      '/product/..%2f..%2fpackage.json',
      '/product/..%2F..%2F..%2Fetc%2Fpasswd',
      '/banner/%2e%2e%2f%2e%2e%2fdb%2fPG_VERSION',
      '/avatar/..%2fproduct%2fx.webp',
      '/product/.hidden.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('root:');
    }
    expect((await get('/avatar/nadie.webp')).statusCode).toBe(404);
  });

  it('answers app routes with the storefront rendered on the server, and unknown API paths with JSON', async () => {
    // A guest's tracking link carries a signed token, dots and all: still a page, not a file.
    const trackingLink = '/seguimiento/9/eyJhbGciOiJIUzI1NiJ9.eyJvcmRlcklkIjo5fQ.x2bVpJbdq9dNIgmO3l5ukz9vTWRi41VfX1Bq-Yq0vXw';
    for (const url of ['/', '/explore', '/cart', '/verify-email/12345', '/una/ruta/cualquiera', '/product/3.data', '/__manifest?p=%2Fcart', trackingLink]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The render read the catalogue in process.
      expect(res.body).toContain(`${url.split('?')[0]} 6 categorías http://localhost:3000`);
    }
    // The status is the page's: an unknown page says 404.
    expect((await get('/no-existe', { accept: 'text/html' })).statusCode).toBe(404);
    const api = await get('/api/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ ok: false, message: 'No encontramos lo que buscas.' });
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    // A script is never a document: it goes without the page's policy, and never sniffed.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the build's brotli copy of a file as it is, and the file itself to a browser that takes no brotli", async () => {
    const br = await get('/assets/shell-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // The very bytes of the copy, not a compression made for this request.
    expect(br.rawPayload.equals(brotliCompressSync('console.log("estante");'.repeat(100)))).toBe(true);
    const plain = await get('/assets/shell-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("estante");'.repeat(100));
  });

  it("gives every shopper's page a nonce of its own, in its policy and on its inline scripts", async () => {
    const [first, second] = [await get('/cart'), await get('/cart')];
    const nonces = [first, second].map((res) => {
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      expect(res.body).toContain(`<script nonce="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The API's answers carry no nonce: nothing inline may run there.
    expect(String((await get('/api/category/all')).headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('names the inline scripts of a catalogue page by their hash, and allows no other', async () => {
    const res = await get('/who-are-they');
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update('window.hydrated = true').digest('base64');
    // Exactly that script, besides the shop's own files and Google's sign-in.
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${hash}' https://accounts.google.com/gsi/client`);
    expect(res.body).toContain('<script>window.hydrated = true</script>');
  });

  it('keeps a catalogue page for the next shopper until the catalogue changes, as the same bytes, compressed once', async () => {
    const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get('/terms-and-conditions', brotli);
    const second = await get('/terms-and-conditions', brotli);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toContain('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const page = brotliDecompressSync(second.rawPayload).toString();
    expect(renderOf(page)).toBe(renderOf(brotliDecompressSync(first.rawPayload).toString()));
    // A browser that takes only gzip, or nothing compressed, gets the same page.
    const gzip = await get('/terms-and-conditions', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await get('/terms-and-conditions', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);

    // A change of the catalogue (a brand renamed) is a new page.
    await t.db.query(`UPDATE brands SET name = name WHERE id = 1`);
    const third = await get('/terms-and-conditions');
    expect(third.headers['x-page-cache']).toBe('miss');
    expect(renderOf(third.body)).not.toBe(renderOf(page));

    // A shopper's own pages are never kept.
    const cart = [await get('/cart'), await get('/cart')];
    expect(cart.map((res) => res.headers['x-page-cache'])).toEqual([undefined, undefined]);
    expect(renderOf(cart[1]!.body)).not.toBe(renderOf(cart[0]!.body));
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await get('/api/category/all');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes every API route in OpenAPI at /docs', async () => {
    expect((await get('/docs')).statusCode).toBeLessThan(400);
    const spec = (await get('/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/api/product/all', '/api/product/{id}', '/api/product/filter/{pageNumber}', '/api/brand', '/api/category/all']) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    expect(spec.paths['/api/product/filter/{pageNumber}'].put.requestBody.content['application/json'].schema.properties.sort.enum).toEqual(['asc', 'desc']);
  });

  it('tells the storefront Google sign-in is off when no client id is set', async () => {
    const res = await get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, googleClientId: null, company: DEMO_COMPANY });
  });

  it('tells the storefront the Google client id when one is set, and nothing else', async () => {
    const withGoogle = await startTestApp('pglite', { GOOGLE_CLIENT_ID: 'tienda-demo.apps.googleusercontent.com' });
    try {
      const res = await withGoogle.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toEqual({ ok: true, googleClientId: 'tienda-demo.apps.googleusercontent.com', company: DEMO_COMPANY });
    } finally {
      await withGoogle.close();
    }
  });
});
