import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from './postgresCluster';
import { renderDemoImages } from '../src/seed/images';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** Demo images rendered once per run and shared by every suite (read-only for them). */
    testImagesDir: string;
  }
}

// One PostgreSQL cluster for the whole run (each test file makes its own database in it),
// and the demo images rendered once.
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('postgresAdminUrl', cluster.url('postgres'));

  const imagesDir = mkdtempSync(path.join(tmpdir(), 'tienda-images-'));
  await renderDemoImages(imagesDir);
  project.provide('testImagesDir', imagesDir);

  return async () => {
    await cluster.stop();
    rmSync(imagesDir, { recursive: true, force: true });
  };
}
