import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';

/** A built back office stand-in: its page and one hashed script. */
function fakeBackoffice(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tienda-backoffice-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es-AR"><title>Back office</title><div id="root"></div><script type="module" src="/admin/assets/index-abc123.js"></script></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("back office");');
  return dir;
}

// How the server hands out the back office at /admin; database-independent, so PGlite alone.
describe('el back office en /admin', () => {
  let built: TestApp;
  let missing: TestApp;
  beforeAll(async () => {
    built = await startTestApp('pglite', { BACKOFFICE_DIR: fakeBackoffice() });
    missing = await startTestApp('pglite', { BACKOFFICE_DIR: path.join(tmpdir(), 'no-hay-back-office') });
  });
  afterAll(async () => {
    await built?.close();
    await missing?.close();
  });

  it('answers every page under /admin with the app, never cached nor indexed, under the strict policy', async () => {
    for (const url of ['/admin', '/admin/', '/admin/ingresar', '/admin/pedidos/12?estado=paid', '/admin/productos/nuevo']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('nonce-');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves its hashed files for a year, and a missing one is a 404', async () => {
    const script = await built.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('back office');
    expect((await built.app.inject({ method: 'GET', url: '/admin/assets/otro-000.js' })).statusCode).toBe(404);
    expect((await built.app.inject({ method: 'GET', url: '/admin/favicon.png' })).statusCode).toBe(404);
  });

  it('says in Spanish that it is not built, instead of failing, when the build is missing', async () => {
    const res = await missing.app.inject({ method: 'GET', url: '/admin/pedidos' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('El back office no está compilado');
    // The shop itself is untouched.
    expect((await missing.app.inject({ method: 'GET', url: '/api/category/all' })).statusCode).toBe(200);
  });
});
