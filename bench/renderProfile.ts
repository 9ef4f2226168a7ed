// The server's render of product pages nobody has asked for, profiled: `npx tsx bench/renderProfile.ts`
// after `npm run build -w @tienda/storefront` (and, for a large catalogue, `npm run seed -- --products N`
// into the same DATA_DIR). The shop's whole Fastify app on PGlite (or DATABASE_URL), each page a
// different product, through app.inject as a browser's request would reach it; the profile covers
// the renders only, never the start-up.
//
// Environment: DATA_DIR, PAGES (default 400), CONCURRENCY (pages asked for at once, default 1), SAME=1 (one
// product's page every time: the page cache), PROFILE (a .cpuprofile path to write; the summary is printed).
import { writeFile, mkdir } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { openDatabase } from '../api/src/db/openDatabase';
import { migrate } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/seed/seedDemo';
import { readSettings } from '../api/src/settings';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const settings = readSettings({ ...process.env, HOST: '127.0.0.1' });
const pages = Number(process.env.PAGES ?? 400);
const concurrency = Number(process.env.CONCURRENCY ?? 1);
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
await migrate(db);
await seedDemo(db, settings.imagesDir);
const app = await buildApp({ settings, db, logger: false });
await app.ready();

const ids = (await db.query<{ id: number }>("SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id WHERE p.active AND c.status = 'activa' AND b.status = 'activa' ORDER BY random() LIMIT $1", [pages + 50])).map((row) => row.id);
const render = async (id: number) => {
  const answer = await app.inject({ url: `/product/${id}`, headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0' } });
  if (answer.statusCode !== 200) throw new Error(`/product/${id} answered ${answer.statusCode}`);
  return answer.rawPayload.length;
};
// Warm: the code's first runs (JIT), never the pages measured.
for (const id of ids.slice(pages)) await render(id);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const cpu = process.cpuUsage();
const started = performance.now();
let bytes = 0;
const queue = process.env.SAME ? Array.from({ length: pages }, () => ids[0]!) : ids.slice(0, pages);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const size = await render(id);
      bytes += size;
    }
  }),
);
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
session.disconnect();

if (process.env.PROFILE) await writeFile(process.env.PROFILE, JSON.stringify(profile));

// Self time by function and by file (package), from the samples.
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id)!;
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, 'node_modules/').replace(process.cwd() + '/', '') || '(native)';
  const fn = `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + micros);
  const pkg = file.startsWith('node_modules/') ? file.split('/').slice(0, file.split('/')[1]!.startsWith('@') ? 3 : 2).join('/') : file;
  selfByFile.set(pkg, (selfByFile.get(pkg) ?? 0) + micros);
});
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);

console.log(`${pages} product pages, ${concurrency} at a time: ${(wall / pages).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / pages).toFixed(2)} ms CPU per page, ${Math.round(bytes / pages)} bytes (compressed) per page`);
console.log('\nSelf time by file or package:');
console.log(top(selfByFile, 20).join('\n'));
console.log('\nSelf time by function:');
console.log(top(selfByFunction, 30).join('\n'));
await app.close();
await db.close();
