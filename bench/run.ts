// `npm run bench`: the shop's speed and scale in four tables, each headed with the machine
// and the commit, followed by the budgets and the notes (query plans). See bench/README.md.
//
//   npm run bench                              everything (about 15–25 minutes on 2 cores)
//   npm run bench -- --only api                one section (pages, api, orders, stories; comma-separated)
//   npm run bench -- --skip stories            all but some
//   npm run bench -- --duration 3 --products 20000 --db postgres --runs 1
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiTable, listingPage, ordersTable, qualityTable, runLoad, LISTING, SEARCH, SUGGEST, type DatabaseKind, type LoadResults } from './api';
import { machineLine, readMachine } from './lib/machine';
import { mixBudgets, mixRoutes, mixTable } from './mix';
import { fixed, ms, table } from './lib/table';
import { pagesTable, runPages, type PagesResults } from './pages';
import { runStories, storiesTable, type StoriesResults } from './stories';

const SECTIONS = ['pages', 'api', 'orders', 'stories'] as const;
type Section = (typeof SECTIONS)[number];
const DATABASES: readonly DatabaseKind[] = ['pglite', 'postgres'];

const root = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    db: { type: 'string', multiple: true },
    'storybook-dir': { type: 'string' },
    stories: { type: 'string', multiple: true },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run bench -- [--only ${SECTIONS.join(',')}] [--skip …] [--duration 10] [--warmup 2] [--connections 50]
                 [--products 100000] [--runs 3] [--db pglite,postgres] [--storybook-dir storybook-static]
                 [--stories Badge,Button]   (story files to time instead of the whole suite)`);
  process.exit(0);
}

const list = (given: string[] | undefined) => given?.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
function pick<T extends string>(given: string[] | undefined, all: readonly T[], flag: string): T[] | undefined {
  const names = list(given);
  if (!names) return undefined;
  const unknown = names.filter((n) => !all.includes(n as T));
  if (unknown.length) throw new Error(`--${flag}: unknown ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return names as T[];
}
const wholeNumber = (name: string, value: string, min = 1) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} expects a whole number ≥ ${min}, got ${value}`);
  return n;
};

const only = pick(values.only, SECTIONS, 'only');
const skip = pick(values.skip, SECTIONS, 'skip') ?? [];
const sections = new Set<Section>((only ?? [...SECTIONS]).filter((s) => !skip.includes(s)));
const databases = pick(values.db, DATABASES, 'db') ?? [...DATABASES];
const duration = wholeNumber('duration', values.duration);
const warmup = wholeNumber('warmup', values.warmup, 0);
const connections = wholeNumber('connections', values.connections);
const products = wholeNumber('products', values.products, 0);
const runs = wholeNumber('runs', values.runs);

const machine = readMachine();
const stamp = machine.date.slice(0, 10);
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
// <date>-<commit>.md; a second run of the same commit on the same day gets -2, -3… rather than overwriting.
const base = `${stamp}-${machine.commit}${machine.dirty ? '-dirty' : ''}`;
let resultsFile = path.join(resultsDir, `${base}.md`);
for (let n = 2; existsSync(resultsFile); n++) resultsFile = path.join(resultsDir, `${base}-${n}.md`);
const log = (line: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${line}`);

const out: string[] = [];
const print = (text = '') => {
  out.push(text);
  console.log(text);
};

log(`sections: ${[...sections].join(', ') || 'none'}; databases: ${databases.join(', ')}; ${duration} s per call, ${connections} connections, ${products} products`);

let pages: PagesResults | undefined;
let load: LoadResults | undefined;
let stories: StoriesResults | undefined;
const failures: string[] = [];

// Each section runs alone, so nothing else of the benchmark competes for the two cores.
if (sections.has('pages')) {
  try {
    pages = await runPages(root, runs, log);
  } catch (error) {
    failures.push(`pages: ${(error as Error).message}`);
    log(`[pages] failed: ${(error as Error).message}`);
  }
}
if (sections.has('api') || sections.has('orders')) {
  try {
    load = await runLoad({ root, databases, products, connections, duration, warmup, api: sections.has('api'), orders: sections.has('orders'), log });
  } catch (error) {
    failures.push(`api/orders: ${(error as Error).message}`);
    log(`[api] failed: ${(error as Error).message}`);
  }
}
if (sections.has('stories')) {
  try {
    stories = await runStories(root, values['storybook-dir'], list(values.stories) ?? [], resultsFile.replace(/\.md$/, '-stories.log'), log);
  } catch (error) {
    failures.push(`stories: ${(error as Error).message}`);
    log(`[stories] failed: ${(error as Error).message}`);
  }
}

print(`# Benchmarks — ${stamp}, commit ${machine.commit}${machine.dirty ? ' (with uncommitted changes)' : ''}`);
print();
print(`Command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\``.replace(/ -- `$/, '`'));
print();

if (pages) {
  print(`## 1. Pages — Lighthouse ${pages.lighthouse}, mobile preset (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''}`);
  print();
  print(machineLine(machine));
  print();
  print(pagesTable(pages));
  print();
  print(`JS and CSS: bytes transferred (compressed) by the page's load. ${pages.chromium}. The shop: \`npm start\` on a fresh data folder (product ${pages.productId}); the floor: bench/floor built with the storefront's Vite settings, served compressed.`);
  print();
}
if (load && load.api.length) {
  print(`## 2. API — autocannon, ${connections} connections, ${duration} s per call (after ${warmup} s of warm-up), ${products} + 72 products`);
  print();
  print(machineLine(machine));
  print();
  print(apiTable(load.api));
  print();
  print(`One request repeated. Listing: ${JSON.stringify(LISTING.filter)} page ${listingPage(load.notes[0]?.products ?? products)}. Search: ${JSON.stringify(SEARCH.filter)}. Suggestions: q=${SUGGEST}. 'of bare': req/s as a share of GET /bare's on the same database run. The shop keeps listings per catalogue version (the rows above after the first request are answered from what it kept); the 'nothing kept' rows run every statement of a first request each time.`);
  print();
}
if (load && load.mix.length) {
  print(`### Mix of requests — what shoppers and crawlers ask, with nothing kept and with the caches warm`);
  print();
  print(machineLine(machine));
  print();
  print(mixTable(load.mix));
  print();
  print(`'nothing kept': product pages a different product each request (none in the page cache); search, listings and suggestions through the bench's control routes, a new catalogueListing per request (every statement of a first request after a catalogue change), each request another term, prefix or filter combination of the mix. 'warm': the shop's own routes, after one pass over a smaller part of the same mix, then round and round it. 'of bare': req/s as a share of GET /bare's in the same database run, the higher of its two runs (before the API's calls, after the mix). The back office keeps nothing: one run. Routes (nothing kept · warm): ${mixRoutes(load.mix)}.`);
  print();
  for (const { database, notes } of load.mix) for (const note of notes) print(`- ${database}: ${note}`);
  print();
}
if (load && load.quality.length) {
  print('### Search quality: what the search page shows first for what shoppers type');
  print();
  print(qualityTable(load.quality));
  print();
}
if (load && load.orders.length) {
  print(`## 3. Orders — POST /api/order/guest (pickup, transfer, one unit), ${connections} concurrent buyers`);
  print();
  print(machineLine(machine));
  print();
  print(ordersTable(load.orders));
  print();
  print(`'placed' counts the 201 answers autocannon saw in the measured run; 'units sold' is what order_items gained in it (orders still in flight when a timed run stops are placed too, unseen). 'books balance': the stock taken (warm-up included) equals the units in order_items, and on the hot product exactly its stock was sold and every other try was refused (409). 'lowest stock' is the lowest in the whole catalogue.`);
  print();
}
if (stories) {
  print('## 4. Story tests — `node tests/run-story-tests.js` (test-storybook --ci, 2 workers)');
  print();
  print(machineLine(machine));
  print();
  print(storiesTable(stories));
  print();
  print(`Storybook: ${stories.storybookDir}${stories.builtSeconds ? ` (built for this run in ${fixed(stories.builtSeconds, 1)} s, not counted)` : ' (prebuilt)'}; exit code ${stories.exitCode}; output in ${path.relative(root, stories.logFile)}.`);
  print();
}

// The budgets, against what this run measured: the pages' as ratios to the floor of the same run.
type Verdict = [budget: string, measured: string, verdict: string];
const verdicts: Verdict[] = [];
const holds = (ok: boolean) => (ok ? 'holds' : 'MISSED');
if (pages) {
  const floor = pages.floor.median;
  for (const row of pages.rows) {
    const m = row.median;
    verdicts.push([`${row.page}: Lighthouse score ≥ 95 and ≥ floor − 3 (${fixed(floor.score - 3)})`, fixed(m.score), holds(m.score >= 95 && m.score >= floor.score - 3)]);
    verdicts.push([`${row.page}: LCP ≤ 1.3 × floor (${ms(1.3 * floor.lcp)})`, `${ms(m.lcp)} (${(m.lcp / floor.lcp).toFixed(2)}×)`, holds(m.lcp <= 1.3 * floor.lcp)]);
    verdicts.push([`${row.page}: CLS ≤ 0.01`, fixed(m.cls, 3), holds(m.cls <= 0.01)]);
    verdicts.push([`${row.page}: TBT ≤ 150 ms`, ms(m.tbt), holds(m.tbt <= 150)]);
    verdicts.push([`${row.page}: SEO 100, best practices ≥ 95`, `${fixed(m.seo)}, ${fixed(m.bestPractices)}`, holds(m.seo >= 100 && m.bestPractices >= 95)]);
  }
  const home = pages.rows[0]!.median.jsBytes / floor.jsBytes;
  verdicts.push(['/: JS ≤ 1.5 × floor', `${home.toFixed(2)}×`, holds(home <= 1.5)]);
}
const pgApi = load?.api.filter((r) => r.database === 'postgres') ?? [];
// The mix's budgets (product by id among them): PostgreSQL's, as the others.
for (const mix of load?.mix.filter((m) => m.database === 'postgres') ?? []) verdicts.push(...mixBudgets(mix, connections));
const callOn = (database: DatabaseKind, call: string) => load?.api.find((r) => r.database === database && r.endpoint.endsWith(`(${call})`));
const p95Budget = (label: string, row: (typeof pgApi)[number] | undefined, budget: number) => {
  if (row) verdicts.push([`${label} p95 ≤ ${budget} ms at ${connections} connections`, `${fixed(row.load.p95, 1)} ms`, holds((row.load.p95 ?? Infinity) <= budget)]);
};
const pgSearch = callOn('postgres', 'search');
p95Budget('PostgreSQL: search', pgSearch, 20);
if (pgSearch) verdicts.push(['PostgreSQL: search ≥ 20 % of bare req/s', `${((100 * pgSearch.load.rps) / pgSearch.bare.rps).toFixed(0)} % (${pgSearch.load.rps.toFixed(0)} of ${pgSearch.bare.rps.toFixed(0)})`, holds(pgSearch.load.rps >= 0.2 * pgSearch.bare.rps)]);
p95Budget('PostgreSQL: suggestions', callOn('postgres', 'suggestions'), 15);
// The back office's product search keeps nothing between requests: its reference is the shop's
// search doing all its work each time (same words, same indexes), on the same database run.
const pgStaffSearch = callOn('postgres', 'back-office search');
const pgSearchUncached = callOn('postgres', 'search, nothing kept');
if (pgStaffSearch && pgSearchUncached) {
  const ratio = pgStaffSearch.load.rps / pgSearchUncached.load.rps;
  verdicts.push([
    "PostgreSQL: back-office search ≥ 50 % of the shop's search with nothing kept (req/s)",
    `${(100 * ratio).toFixed(0)} % (${pgStaffSearch.load.rps.toFixed(0)} of ${pgSearchUncached.load.rps.toFixed(0)})`,
    holds(ratio >= 0.5),
  ]);
}
p95Budget('PostgreSQL: listing with facet counts', callOn('postgres', 'listing'), 20);
// PGlite's budgets are for the demo catalogue alone (`--db pglite --products 0`).
if (products === 0) for (const call of ['search', 'suggestions', 'listing']) p95Budget(`PGlite, demo catalogue: ${call}`, callOn('pglite', call), 10);
const pgOrders = load?.orders.find((r) => r.database === 'postgres');
if (pgOrders) verdicts.push(['PostgreSQL: ≥ 200 orders/s', `${pgOrders.load.rps.toFixed(0)} orders/s`, holds(pgOrders.load.rps >= 200)]);
if (load?.orders.length) {
  const bad = load.orders.filter((r) => r.oversold > 0 || r.lowestStock < 0 || !r.consistent);
  verdicts.push(['zero oversell, books balance (every order run)', bad.length ? bad.map((r) => `${r.database}: ${r.run}`).join('; ') : 'none oversold', holds(bad.length === 0)]);
}
if (verdicts.length) {
  print('## Budgets');
  print();
  print(table(['budget', 'measured', 'verdict'], verdicts, ['l', 'r', 'l']));
  print();
}

print('## Notes');
print();
print(`- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB; Node ${machine.node}. Figures from a shared machine are noisy; compare runs made on the same machine while it is idle.`);
if (pages) print(`- \`npm start\` (storefront build + demo seed) answered after ${pages.startSeconds.toFixed(0)} s. Lighthouse warnings: ${[...new Set([...pages.rows, pages.floor].flatMap((r) => r.runs.flatMap((f) => f.warnings)))].join(' / ') || 'none'}.`);
for (const n of load?.notes ?? []) {
  print(`- ${n.database}: ${n.version.split(',')[0]}; ${n.products} products, \`npm run seed -- --products ${products}\` (with its VACUUM ANALYZE) took ${n.seedSeconds} s. ${n.checks.join('; ')}.`);
}
for (const failure of failures) print(`- FAILED ${failure}`);
for (const n of load?.notes ?? []) {
  if (!n.plans) continue;
  print();
  print(`### Query plans on ${n.database} (EXPLAIN (ANALYZE, BUFFERS), after the load)`);
  for (const [call, plans] of Object.entries(n.plans)) {
    print();
    print(`#### ${call}`);
    print();
    print('```');
    print(plans.join('\n\n'));
    print('```');
  }
}

writeFileSync(resultsFile, `${out.join('\n')}\n`);
log(`results written to ${path.relative(root, resultsFile)}`);
process.exit(failures.length ? 1 : 0);
