// Section 1 (pages): Lighthouse's mobile run (its default preset: simulated slow 4G and a 4× slower
// CPU) on Debian's Chromium, for the shop's pages served by `npm start` and for the floor page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { freePort, startChild, waitForHttp } from './lib/processes';
import { fixed, kB, median, ms, ratio, table } from './lib/table';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Headless, and none of Chromium's own calls home (this machine's network refuses them).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageFigures = { score: number; seo: number; bestPractices: number; fcp: number; lcp: number; tbt: number; cls: number; jsBytes: number; cssBytes: number; warnings: string[] };
export type PageRow = { page: string; url: string; runs: PageFigures[]; median: Omit<PageFigures, 'warnings'> };

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

async function audit(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      seo: (lhr.categories.seo?.score ?? Number.NaN) * 100,
      bestPractices: (lhr.categories['best-practices']?.score ?? Number.NaN) * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: bytes('Script'),
      cssBytes: bytes('Stylesheet'),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse asks to be run again when it misses the start of the trace (NO_NAVSTART): twice more at most. */
async function auditRetrying(url: string, log: (line: string) => void, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
      log(`[pages] ${url}: Lighthouse missed the trace's start (NO_NAVSTART), again (${attempt + 1}/${attempts})`);
    }
  }
}

async function auditPage(page: string, url: string, runs: number, log: (line: string) => void): Promise<PageRow> {
  const figures: PageFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const f = await auditRetrying(url, log);
    log(`[pages] ${page} run ${i + 1}/${runs}: score ${f.score.toFixed(0)}, LCP ${f.lcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms, JS ${(f.jsBytes / 1024).toFixed(1)} kB`);
    figures.push(f);
  }
  const m = (key: keyof Omit<PageFigures, 'warnings'>) => median(figures.map((f) => f[key])) ?? Number.NaN;
  return { page, url, runs: figures, median: { score: m('score'), seo: m('seo'), bestPractices: m('bestPractices'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), jsBytes: m('jsBytes'), cssBytes: m('cssBytes') } };
}

/** Builds the floor page (bench/floor), a React + Router page with the same Vite, and serves it compressed, like the shop. */
async function serveFloor(root: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tienda-bench-floor-'));
  await build({ configFile: path.join(root, 'bench/floor/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const app = Fastify({ logger: false });
  await app.register(compress);
  await app.register(fastifyStatic, { root: outDir, index: false, wildcard: true, preCompressed: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export type PagesResults = { rows: PageRow[]; floor: PageRow; productId: number; chromium: string; lighthouse: string; startSeconds: number };

export async function runPages(root: string, runs: number, log: (line: string) => void): Promise<PagesResults> {
  const lighthousePackage = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();

  const floor = await serveFloor(root);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-bench-pages-'));
  const port = await freePort();
  const started = performance.now();
  log('[pages] `npm start` on a fresh data folder (builds the storefront, seeds the demo)…');
  const shop = startChild('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir } });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/category/all`, shop, 600_000);
    const startSeconds = (performance.now() - started) / 1000;
    const { highlightedProducts } = (await (await fetch(`${base}/api/product/highlighted`)).json()) as { highlightedProducts: { id: number }[] };
    const productId = highlightedProducts[0]!.id;
    const rows: PageRow[] = [];
    for (const [page, pathname] of [
      ['/', '/'],
      ['/explore', '/explore'],
      ['/product/{id}', `/product/${productId}`],
    ] as const) {
      rows.push(await auditPage(page, base + pathname, runs, log));
    }
    const floorRow = await auditPage('floor (React + React Router)', floor.url, runs, log);
    return { rows, floor: floorRow, productId, chromium, lighthouse: lighthousePackage.version, startSeconds };
  } finally {
    await shop.stop();
    await floor.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function pagesTable({ rows, floor }: PagesResults): string {
  return table(
    ['page', 'score', 'SEO', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'CSS', 'JS shop/floor'],
    [...rows, floor].map(({ page, median: m }) => [
      page,
      fixed(m.score),
      fixed(m.seo),
      fixed(m.bestPractices),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      fixed(m.cls, 3),
      kB(m.jsBytes),
      kB(m.cssBytes),
      page === floor.page ? '1.00×' : ratio(m.jsBytes, floor.median.jsBytes),
    ]),
  );
}
