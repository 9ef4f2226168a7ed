// The mix of requests (part of section 2): what shoppers and crawlers ask, measured twice — with
// nothing kept (every request a first one: a product page nobody asked for since the last catalogue
// change, a term or filter combination the process has not seen) and with the caches warm (the
// shop's routes after one pass over a smaller part of the same mix) — side by side, each against
// GET /bare of the same run.
import type autocannon from 'autocannon';
import type { DatabaseKind, Load } from './api';
import { cycle, sample, seeded, shuffled } from './lib/random';
import { distinctTerms, shopperMix, suggestionPrefixes, TERM_MIX, type MixListing, type MixTerm } from './lib/shopperMix';
import type { readVocabulary } from './lib/vocabulary';
import { fixed, ms, percent, table } from './lib/table';

export type MixSizes = { terms: number; listings: number; warmTerms: number; warmListings: number; warmSuggestionTerms: number; warmPages: number };
/** The mix's sizes: each far more than a warm run asks; the warm sets fit in what the shop keeps (2,000 pages, terms, counts, suggestions). */
export const MIX: MixSizes = { terms: 2_000, listings: 2_000, warmTerms: 200, warmListings: 200, warmSuggestionTerms: 100, warmPages: 100 };
const SEED = 1729;

export type MixRow = { workload: string; routes: string; cold?: Load; warm?: Load };
export type MixResults = { database: DatabaseKind; rows: MixRow[]; bare: Load; notes: string[] };

type Measure = (name: string, target: string, request: autocannon.Request, options?: { amount?: number }) => Promise<Load>;
export type MixOptions = { database: DatabaseKind; base: string; side: string; staffToken: string; bare: Load; measure: Measure; connections: number; log: (line: string) => void };

const json = { 'content-type': 'application/json' };

/** A request whose address (and body) is the next item of the mix, for each request autocannon sends. */
function eachRequest<T>(next: () => T, shape: (item: T) => { method: 'GET' | 'PUT'; path: string; body?: unknown; headers?: Record<string, string> }): autocannon.Request {
  const to = (item: T) => {
    const { method, path, body, headers } = shape(item);
    return { method, path, headers: body === undefined ? { ...headers } : { ...json, ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  };
  return { ...to(next()), setupRequest: (req) => ({ ...req, ...to(next()) }) } as autocannon.Request;
}

/** A cursor over the items that counts how far it went (so the notes can say whether a run came round again). */
function counted<T>(items: readonly T[]) {
  let n = 0;
  return { next: () => items[n++ % items.length]!, get used() { return n; } };
}

/** Asks for each item once, a few at a time, before a warm run: what the shop keeps after one pass. */
async function onePass<T>(items: readonly T[], ask: (item: T) => Promise<unknown>, together = 8) {
  let at = 0;
  await Promise.all(Array.from({ length: together }, async () => {
    while (at < items.length) await ask(items[at++]!);
  }));
}

const searchBody = (term: string) => ({ categoryIds: [], brandIds: [], search: term });
const q = (text: string) => encodeURIComponent(text);

async function send(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

export async function runMix({ database, base, side, staffToken, bare: bareBefore, measure: measureFor, connections, log }: MixOptions): Promise<MixResults> {
  const notes: string[] = [];
  // A workload slower than the run allows (a render of a second, 50 at once, in a 3-second run)
  // would show no answer at all: it is measured again by count, each connection's requests to their end.
  const measure: Measure = async (name, target, request) => {
    const timed = await measureFor(name, target, request);
    if (timed.ok >= 2 * connections) return timed;
    notes.push(`${name}: ${timed.ok} answers within the run, so measured by count instead (${4 * connections} requests to their end)`);
    return measureFor(`${name} (by count)`, target, request, { amount: 4 * connections });
  };
  const vocabulary = (await (await send(`${side}/control/vocabulary`)).json()) as Awaited<ReturnType<typeof readVocabulary>>;
  const { terms, prefixes, listings } = shopperMix(vocabulary, { terms: MIX.terms, listings: MIX.listings, seed: SEED });
  const random = seeded(SEED + 2);
  const visits = shuffled(random, vocabulary.productIds);
  const warmIds = sample(random, vocabulary.productIds, MIX.warmPages);
  const warmTerms = terms.slice(0, MIX.warmTerms);
  const warmListings = listings.slice(0, MIX.warmListings);
  const warmPrefixes = suggestionPrefixes(terms.slice(0, MIX.warmSuggestionTerms));
  const rows: MixRow[] = [];
  const staff = { authorization: `Bearer ${staffToken}` };
  log(`[${database}] mix: ${terms.length} terms, ${prefixes.length} prefixes, ${listings.length} listings, ${visits.length} product pages`);

  // Product pages: a different product each request over the whole catalogue; then a few pages
  // asked for again and again (answered from the page cache). The JSON of the same products beside them.
  const pageVisits = counted(visits);
  const pageCold = await measure('mix: product page HTML, nothing cached', base, eachRequest(pageVisits.next, (id) => ({ method: 'GET', path: `/product/${id}` })));
  const jsonVisits = counted(visits);
  const jsonCold = await measure('mix: product JSON by id', base, eachRequest(jsonVisits.next, (id) => ({ method: 'GET', path: `/api/product/${id}` })));
  await onePass(warmIds, (id) => send(`${base}/product/${id}`).then((r) => r.arrayBuffer()));
  const pageWarm = await measure('mix: product page HTML, page cache', base, eachRequest(cycle(warmIds), (id) => ({ method: 'GET', path: `/product/${id}` })));
  const jsonWarm = await measure('mix: product JSON by id, the same few', base, eachRequest(cycle(warmIds), (id) => ({ method: 'GET', path: `/api/product/${id}` })));
  rows.push({ workload: 'product page HTML', routes: 'GET /product/{id}', cold: pageCold, warm: pageWarm });
  rows.push({ workload: 'product JSON by id (same ids)', routes: 'GET /api/product/{id}', cold: jsonCold, warm: jsonWarm });
  const came = (c: { used: number }) => (c.used > visits.length ? `came round ${Math.floor(c.used / visits.length)} time(s)` : 'no product asked twice');
  notes.push(`product pages: ${visits.length} offered products in a shuffled order (${pageVisits.used} page requests: ${came(pageVisits)}; ${jsonVisits.used} JSON requests: ${came(jsonVisits)}); warm: ${warmIds.length} products asked once, then round and round`);

  // Search, listings and suggestions: with nothing kept through the bench's control routes (a new
  // catalogueListing per request), warm through the shop's routes after one pass over part of the mix.
  const searchCold = await measure('mix: search, nothing kept', side, eachRequest(cycle(terms), (t: MixTerm) => ({ method: 'PUT', path: '/control/listing/1', body: searchBody(t.term) })));
  let foundNothing = 0;
  await onePass(warmTerms, async (t) => {
    const { data } = (await (await send(`${base}/api/product/filter/1`, { method: 'PUT', headers: json, body: JSON.stringify(searchBody(t.term)) })).json()) as { data: { total: number } };
    if (data.total === 0) foundNothing++;
  });
  const searchWarm = await measure('mix: search, warm', base, eachRequest(cycle(warmTerms), (t) => ({ method: 'PUT', path: '/api/product/filter/1', body: searchBody(t.term) })));
  rows.push({ workload: 'search (page 1)', routes: 'PUT /control/listing/1 · PUT /api/product/filter/1', cold: searchCold, warm: searchWarm });

  const listingCold = await measure('mix: listing, nothing kept', side, eachRequest(cycle(listings), (l: MixListing) => ({ method: 'PUT', path: `/control/listing/${l.page}`, body: l.filter })));
  await onePass(warmListings, (l) => send(`${base}/api/product/filter/${l.page}`, { method: 'PUT', headers: json, body: JSON.stringify(l.filter) }).then((r) => r.arrayBuffer()));
  const listingWarm = await measure('mix: listing, warm', base, eachRequest(cycle(warmListings), (l) => ({ method: 'PUT', path: `/api/product/filter/${l.page}`, body: l.filter })));
  rows.push({ workload: 'listing with facet counts', routes: 'PUT /control/listing/{page} · PUT /api/product/filter/{page}', cold: listingCold, warm: listingWarm });

  const suggestCold = await measure('mix: suggestions, nothing kept', side, eachRequest(cycle(prefixes), (p) => ({ method: 'GET', path: `/control/suggestions?q=${q(p)}` })));
  await onePass(warmPrefixes, (p) => send(`${base}/api/product/search?q=${q(p)}`).then((r) => r.arrayBuffer()));
  const suggestWarm = await measure('mix: suggestions, warm', base, eachRequest(cycle(warmPrefixes), (p) => ({ method: 'GET', path: `/api/product/search?q=${q(p)}` })));
  rows.push({ workload: 'suggestions (prefixes)', routes: 'GET /control/suggestions · GET /api/product/search', cold: suggestCold, warm: suggestWarm });

  // The back office keeps nothing between requests: one run, over the whole mix.
  const staffCold = await measure('mix: back-office search', base, eachRequest(cycle(terms), (t) => ({ method: 'GET', path: `/api/backoffice/products?q=${q(t.term)}`, headers: staff })));
  rows.push({ workload: 'back-office product search', routes: 'GET /api/backoffice/products?q=', cold: staffCold });

  // The ceiling measured again now the mix is done: the neighbours of a shared machine only ever
  // lower it, so the higher of the two runs is the one the shares are taken of.
  const bareAfter = await measure('GET /bare (again, after the mix)', side, { method: 'GET', path: '/bare' });
  const bare = bareAfter.rps > bareBefore.rps ? bareAfter : bareBefore;
  notes.push(`GET /bare: ${bareBefore.rps.toFixed(0)} req/s before the API's calls, ${bareAfter.rps.toFixed(0)} after the mix; the shares are of the higher`);

  const kinds = Object.fromEntries(TERM_MIX.kinds.map(([kind]) => [kind, terms.filter((t) => t.kind === kind).length]));
  const twoWords = terms.filter((t) => t.words === 2).length;
  notes.push(
    `terms: ${terms.length}, ${distinctTerms(terms)} distinct (${Object.entries(kinds).map(([k, n]) => `${percent(n, terms.length)} ${k}`).join(', ')}; ${percent(twoWords, terms.length)} two words), e.g. ${terms.slice(0, 8).map((t) => `'${t.term}'`).join(', ')}; ${foundNothing} of the ${warmTerms.length} warm terms found nothing`,
  );
  notes.push(`suggestions: ${prefixes.length} prefixes of those terms (warm: the ${warmPrefixes.length} of the first ${MIX.warmSuggestionTerms} terms); listings: ${listings.length} filter combinations (warm: the first ${warmListings.length}), e.g. ${listings.slice(0, 3).map((l) => `${JSON.stringify(l.filter)} page ${l.page}`).join('; ')}`);
  return { database, rows, bare, notes };
}

/** Which routes each workload asked: nothing kept · warm. */
export const mixRoutes = (results: readonly MixResults[]) =>
  [...new Map(results.flatMap((m) => m.rows).map((r) => [r.workload, `${r.workload}: ${r.routes}`])).values()].join('; ');

export function mixTable(results: readonly MixResults[]): string {
  // Shares under 10 % with a decimal: a rendered page is a fraction of one per cent of bare.
  const share = (l: Load, bare: Load) => (l.rps < 0.1 * bare.rps ? `${((100 * l.rps) / bare.rps).toFixed(1)} %` : percent(l.rps, bare.rps));
  const cells = (l: Load | undefined, bare: Load) => (l ? [fixed(l.rps), ms(l.p50, 1), ms(l.p95, 1), share(l, bare)] : ['—', '—', '—', '—']);
  return table(
    ['database', 'workload', 'nothing kept: req/s', 'p50', 'p95', 'of bare', 'warm: req/s', 'p50', 'p95', 'of bare', 'warm ÷ nothing kept', 'non-2xx'],
    results.flatMap(({ database, rows, bare }) =>
      rows.map((r) => [
        database,
        r.workload,
        ...cells(r.cold, bare),
        ...cells(r.warm, bare),
        r.cold && r.warm ? `${(r.warm.rps / r.cold.rps).toFixed(1)}×` : '—',
        String([r.cold, r.warm].reduce((sum, l) => sum + (l ? l.requests - l.ok + l.errors : 0), 0)),
      ]),
    ),
  );
}

export type Verdict = [budget: string, measured: string, verdict: string];

/** The budgets of a fast shop with nothing cached, on the mix: ratios of the same run and p95s at the run's connections. */
export function mixBudgets({ database, rows, bare }: MixResults, connections: number): Verdict[] {
  const row = (workload: string) => rows.find((r) => r.workload.startsWith(workload));
  const holds = (ok: boolean) => (ok ? 'holds' : 'MISSED');
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const verdicts: Verdict[] = [];
  const share = (a: Load, b: Load) => `${((100 * a.rps) / b.rps).toFixed(1)} % (${a.rps.toFixed(0)} of ${b.rps.toFixed(0)} req/s)`;
  const page = row('product page HTML');
  const byId = row('product JSON by id');
  if (page?.cold && byId?.cold) {
    verdicts.push([`${label}, mix: product page HTML nothing cached ≥ 3 % of the JSON by id`, share(page.cold, byId.cold), holds(page.cold.rps >= 0.03 * byId.cold.rps)]);
    verdicts.push([`${label}, mix: product page HTML nothing cached p95 ≤ 250 ms at ${connections} connections`, ms(page.cold.p95, 1), holds((page.cold.p95 ?? Infinity) <= 250)]);
  }
  if (page?.warm) verdicts.push([`${label}, mix: product page HTML from the page cache ≥ 30 % of bare`, share(page.warm, bare), holds(page.warm.rps >= 0.3 * bare.rps)]);
  if (byId?.cold) verdicts.push([`${label}, mix: product JSON by id ≥ 40 % of bare`, share(byId.cold, bare), holds(byId.cold.rps >= 0.4 * bare.rps)]);
  for (const [workload, budget] of [['search', 50], ['listing', 50], ['suggestions', 20], ['back-office', 100]] as const) {
    const found = row(workload)?.cold;
    if (found) verdicts.push([`${label}, mix: ${workload}${workload === 'back-office' ? ' search' : ', nothing kept,'} p95 ≤ ${budget} ms at ${connections} connections`, ms(found.p95, 1), holds((found.p95 ?? Infinity) <= budget)]);
  }
  return verdicts;
}
