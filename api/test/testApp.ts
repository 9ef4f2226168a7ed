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

/** A built storefront stand-in: an index page and one hashed asset. */
function fakeStorefront(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tienda-front-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es-AR"><title>Tienda</title><div id="root"></div></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("tienda");'.repeat(100));
  return dir;
}

export type TestApp = { app: FastifyInstance; db: Database; close: () => Promise<void> };

/** The whole server on a fresh, seeded database of the given kind, driven with inject(). */
export async function startTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const db = await freshDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-data-'));
  const settings = { ...readSettings({ DATA_DIR: dataDir, ...env }), storefrontDir: fakeStorefront(), imagesDir: inject('testImagesDir') };
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
