import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { bearerTokens, LIVE_WAIT_LIMIT_MS, newClient, startMeasuredShop, whileProbingLiveness } from './liveProbe';
import type { ShopProcess } from './shopProcess';

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// Texts past any bound the API documents are still cut here: the CSV files' 20 million characters
// are refused by their body limits (4 and 8 MB) long before; this is just under the smaller one.
const LONGEST_TEXT = 4 * 1024 * 1024 - 1024;
// A text whose shape the contract leaves open (a union, a provider's field): long, but within a URL.
const OPEN_TEXT = 8_000;

/**
 * Texts shaped to make a backtracking pattern work hardest: the e-mail's ("a@a.a.a.…@"), a run of
 * one character that a rule may retry from every position ("<<<<…", spaces), and digits that turn
 * out not to be a number at the very end.
 */
const SHAPES: ((length: number) => string)[] = [
  (length) => ('a@' + 'a.'.repeat(Math.ceil(length / 2))).slice(0, Math.max(0, length - 1)) + '@',
  (length) => '<'.repeat(Math.max(0, length - 1)) + ' ',
  (length) => '1'.repeat(Math.max(0, length - 1)) + 'x',
];

/** The heaviest value a schema admits: every text at its longest, every list at its largest. */
function worst(schema: Schema | undefined, shape: (length: number) => string): unknown {
  if (!schema) return shape(OPEN_TEXT);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return shape(Math.min(schema.maxLength ?? OPEN_TEXT, LONGEST_TEXT));
    case 'integer':
      return 2_147_483_647;
    case 'number':
      return Number.MAX_VALUE;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.maxItems ?? 10_000 }, () => worst(schema.items, shape));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) =>
          // A password one character past its bound: refused by the bound before anything is hashed.
          // (What hashing costs the server is the password-hashing queue's to bound, and its tests'.)
          [key, /password/i.test(key) && field.maxLength ? shape(field.maxLength + 1) : worst(field, shape)],
        ),
      );
    default:
      // A choice of shapes (a union): the longest open text.
      return shape(OPEN_TEXT);
  }
}

/** The query string of the heaviest values of a route's query parameters (lists comma-joined, as the shop sends them). */
function worstQuery(parameters: Operation['parameters'], shape: (length: number) => string): string {
  const query = (parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const value = worst(parameter.schema, shape);
      return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`;
    });
  return query.length ? `?${query.join('&')}` : '';
}

/**
 * Every route of the OpenAPI that takes a JSON body or a query is sent its worst input — each text
 * at its documented bound in shapes that make patterns backtrack, each list at its cap — while
 * /health/live is asked on a connection of its own: no probe waits more than 100 ms, and no route
 * answers 500. The server runs in a process of its own, on each database.
 */
describe.each(databaseKinds)('the worst input of every route (%s)', (kind) => {
  let shop: ShopProcess;
  let base: string;
  let tokens: { staff: string; member: string };
  beforeAll(async () => {
    shop = await startMeasuredShop(kind, `peor-${kind}`);
    base = `http://127.0.0.1:${shop.port}`;
    tokens = await bearerTokens(base);
  }, 120_000);
  afterAll(() => {
    shop?.child.kill('SIGKILL');
  });

  it('never holds /health/live, and never fails with a 500', { timeout: 120_000 }, async () => {
    const doc = (await (await fetch(`${base}/docs/json`)).json()) as OpenApi;
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, body: operation.requestBody?.content?.['application/json']?.schema }))
        .filter(({ operation, body }) => body || operation.parameters?.some((parameter) => parameter.in === 'query')),
    );
    expect(routes.length).toBeGreaterThan(40);

    const sendAll = async (shapes: typeof SHAPES) => {
      const answers: { route: string; status: number; body: string; from: number; to: number }[] = [];
      for (const shape of shapes) {
        for (const { method, path, operation, body } of routes) {
          const url = path.replace(/\{[^}]*\}/g, '1') + worstQuery(operation.parameters, shape);
          const authorization = `Bearer ${path.startsWith('/api/backoffice/') ? tokens.staff : tokens.member}`;
          const from = performance.now();
          const res = await fetch(base + url, {
            method,
            headers: { authorization, ...newClient(), ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(worst(body, shape)) : undefined,
          });
          answers.push({ route: `${method} ${path}`, status: res.status, body: (await res.text()).slice(0, 200), from, to: performance.now() });
        }
      }
      return answers;
    };
    // Once unmeasured: a fresh process compiles each route's code on its first call, which is start-up, not input.
    await sendAll(SHAPES.slice(0, 1));
    const { result: answers, slowestMs, probes, slowestAt } = await whileProbingLiveness(shop.port, () => sendAll(SHAPES));
    // A 503 is a provider that cannot be reached from the test (Google's keys); a 500 would be a fault.
    const failures = answers.filter(({ status }) => status >= 500 && status !== 503).map(({ route, status, body }) => `${route}: ${status} ${body}`);
    expect(failures).toEqual([]);
    // Refused, for the most part: the worst input is wrong in every field.
    expect(answers.filter(({ status }) => status >= 400).length).toBeGreaterThan(answers.length / 2);
    expect(probes).toBeGreaterThan(20);
    const heldBy = answers.filter(({ from, to }) => to >= slowestAt && from <= slowestAt + slowestMs).map(({ route }) => route);
    expect(slowestMs, `${probes} probes; the slowest while ${heldBy.join(', ')} was served`).toBeLessThan(LIVE_WAIT_LIMIT_MS);
  });
});
