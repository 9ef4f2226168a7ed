import { brotliCompressSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { readSettings } from '../src/settings';
import { seedDemo } from '../src/seed/seedDemo';
import type { Database } from '../src/db/database';
import { freshDatabase, type DatabaseKind } from './databases';
import { RELAXED_LIMITS } from './relaxedLimits';

/**
 * A built storefront stand-in: one hashed asset, and a server build whose handler renders a page
 * that shows what the real one relies on — the nonce it was given (none for a catalogue page, whose
 * policy names its script by hash), and the catalogue read in process.
 */
function fakeStorefront(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tienda-front-'));
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'client', 'assets', 'index-abc123.js'), 'console.log("tienda");'.repeat(100));
  // A file with the brotli copy the build makes beside each script.
  writeFileSync(path.join(dir, 'client', 'assets', 'shell-abc123.js'), 'console.log("estante");'.repeat(100));
  writeFileSync(path.join(dir, 'client', 'assets', 'shell-abc123.js.br'), brotliCompressSync('console.log("estante");'.repeat(100)));
  writeFileSync(
    path.join(dir, 'server', 'index.js'),
    `let renders = 0;
    export const entry = { module: { createShopHandler: (build, { api, publicUrl }) => async (request, { nonce, reads }) => {
      renders += 1;
      const categories = await reads.categories();
      const page = new URL(request.url).pathname;
      const html = '<!doctype html><html lang="es-AR"><title>Tienda</title><div id="root">' + page + ' ' + categories.length + ' categorías ' + publicUrl +
        '</div><p>render ' + renders + '</p><script' + (nonce ? ' nonce="' + nonce + '"' : '') + '>window.hydrated = true</script>' + '<p>estante</p>'.repeat(100) + '</html>';
      return new Response(html, { status: page === '/no-existe' ? 404 : 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    } } };`,
  );
  return dir;
}

export type TestApp = { app: FastifyInstance; db: Database; close: () => Promise<void> };

/**
 * The whole server on a fresh, seeded database of the given kind, driven with inject(). Suites that
 * write pictures pass their own `imagesDir`; the shared demo pictures are read-only.
 */
export async function startTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}, { imagesDir = inject('testImagesDir') } = {}): Promise<TestApp> {
  const db = await freshDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-data-'));
  const settings = { ...readSettings({ DATA_DIR: dataDir, ...RELAXED_LIMITS, ...env }), storefrontDir: fakeStorefront(), imagesDir };
  await seedDemo(db, settings.imagesDir);
  const app = await buildApp({ settings, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
