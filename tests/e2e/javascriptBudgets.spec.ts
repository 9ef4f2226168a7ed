import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';
import { expect, test } from '@playwright/test';

/**
 * What a phone downloads and runs before a page answers its taps: the scripts each page loads on
 * arrival (React Router's manifest, the entry, the page's routes and their static imports; never
 * what a page loads later, on a click or on a desktop window), brotli-compressed at the build's
 * level. Read from the build `npm start` has just made for these journeys, so it is this source's.
 * Budgets sit a little above what the pages weigh today: a page that grows past one says so here
 * first, with its files, rather than as a slower phone.
 */
const BUDGET_KB: Record<string, number> = {
  '/': 164,
  '/explore': 187,
  '/product/1': 171,
  // The checkout's steps.
  '/payment': 164,
  '/delivery': 202,
  '/payment-method': 168,
  '/summary': 205,
};

const client = path.resolve(import.meta.dirname, '../../storefront/dist/client');

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** React Router's browser manifest, the file every page loads first to know its routes' scripts. */
function readManifest(): { file: string; manifest: Manifest } {
  const name = readdirSync(path.join(client, 'assets')).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No React Router manifest in ${client}/assets: is the storefront built?`);
  const source = readFileSync(path.join(client, 'assets', name), 'utf8');
  return { file: `/assets/${name}`, manifest: JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest };
}

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: routeTree(routes, route.id) }));
}

const brotliBytes = (file: string) =>
  brotliCompressSync(readFileSync(path.join(client, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The scripts a page loads on arrival, each with its compressed size. */
function scriptsOf(pathname: string): { file: string; bytes: number }[] {
  const { file, manifest } = readManifest();
  const matches = matchRoutes(routeTree(manifest.routes), pathname);
  if (!matches) throw new Error(`No route answers ${pathname}`);
  const files = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matches) {
    const built = manifest.routes[route.id!]!;
    for (const script of [built.module, ...(built.imports ?? [])]) files.add(script);
  }
  return [...files].map((script) => ({ file: script, bytes: brotliBytes(script) }));
}

test.describe('the JavaScript a phone loads per page', () => {
  for (const [pathname, budget] of Object.entries(BUDGET_KB)) {
    test(`${pathname} stays within ${budget} kB compressed`, () => {
      const scripts = scriptsOf(pathname);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const heaviest = [...scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((script) => `${script.file} ${(script.bytes / 1024).toFixed(1)} kB`)
        .join(', ');
      expect(total, `${pathname}: ${total.toFixed(1)} kB in ${scripts.length} files (heaviest: ${heaviest})`).toBeLessThanOrEqual(budget);
    });
  }
});
