import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/settings';
import { startTestApp, type TestApp } from './testApp';

// The shop behind a proxy and in production: what an operator's settings change. PGlite alone
// (nothing here depends on the database's kind).

describe('TRUST_PROXY', () => {
  it("refuses 'true' and a bare count of proxies at start-up, saying what to write instead", () => {
    for (const value of ['true', '1']) {
      expect(() => readSettings({ TRUST_PROXY: value })).toThrow(/Escribe las direcciones de tus proxies, separadas por comas: TRUST_PROXY=10\.0\.0\.5/);
    }
  });

  it("takes the proxies' addresses and networks", () => {
    expect(readSettings({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(readSettings({}).trustProxy).toBe(false);
  });
});

describe('behind a proxy on 127.0.0.1 (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // inject() comes from 127.0.0.1: the proxy itself.
    t = await startTestApp('pglite', { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not buy more tries: the address the proxy saw is counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // The client writes whatever it likes on the left; the proxy appends the address it saw.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/tracking',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: { orderNumber: 1000 + i, email: `quien${i}@ejemplo.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another shopper behind the same proxy is another address, with tries of its own.
    const other = await t.app.inject({ method: 'POST', url: '/api/order/tracking', headers: { 'x-forwarded-for': '203.0.113.8' }, payload: { orderNumber: 2000, email: 'otra@ejemplo.com' } });
    expect(other.statusCode).not.toBe(429);
  });

  it('tells browsers to come back over HTTPS only when the shopper came over HTTPS', async () => {
    const secure = await t.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('in production', () => {
  it('publishes no description of the API at /docs unless API_DOCS=true', async () => {
    const closed = await startTestApp('pglite', { NODE_ENV: 'production' });
    try {
      // What answers there is the shop's own page for an unknown address, not the API's map.
      for (const url of ['/docs/json', '/docs']) {
        const res = await closed.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.body, url).not.toMatch(/openapi|swagger/i);
      }
    } finally {
      await closed.close();
    }
    const open = await startTestApp('pglite', { NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/docs/json' })).json().openapi).toMatch(/^3\./);
    } finally {
      await open.close();
    }
  });
});
