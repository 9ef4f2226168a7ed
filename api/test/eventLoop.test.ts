import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { bearerTokens, LIVE_WAIT_LIMIT_MS, post, startMeasuredShop, whileProbingLiveness } from './liveProbe';
import type { ShopProcess } from './shopProcess';

type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> };

// The address that once held the server for 9 s (64 KB): past every body limit now, so refused unread.
const FULL_ATTACK = 'a@' + 'a.'.repeat(32_000) + '@';
// The same shape at the largest a 16 KB body carries, and at the e-mail's own bound (253 characters),
// where the pattern itself runs: it must be linear.
const BODY_SIZED_ATTACK = 'a@' + 'a.'.repeat(7_000) + '@';
const BOUND_SIZED_ATTACK = 'a@' + 'a.'.repeat(125) + '@';

/**
 * One request must never stall the shop: while the worst e-mail and the largest stock file are
 * served, a load balancer's /health/live, asked again and again on its own connection, never waits
 * more than 100 ms. The server runs in a process of its own, on each database.
 */
describe.each(databaseKinds)('the event loop under hostile input (%s)', (kind) => {
  let shop: ShopProcess;
  let base: string;
  let tokens: { staff: string; member: string };
  beforeAll(async () => {
    shop = await startMeasuredShop(kind, `bucle-${kind}`);
    base = `http://127.0.0.1:${shop.port}`;
    tokens = await bearerTokens(base);
  }, 120_000);
  afterAll(() => {
    shop?.child.kill('SIGKILL');
  });

  it('answers the quadratic e-mail on every route that takes one at once, with a 400 (413 past the body limit)', { timeout: 60_000 }, async () => {
    const doc = (await (await fetch(`${base}/docs/json`)).json()) as OpenApi;
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json']?.schema?.properties?.email)
        .map(([method, operation]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]*\}/g, '1'), fields: Object.keys(operation.requestBody!.content!['application/json']!.schema!.properties!) })),
    );
    expect(routes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['POST /api/order/guest', 'POST /api/order/tracking', 'POST /api/withdrawal', 'POST /api/contact', 'POST /api/auth/sign-up', 'POST /api/auth/log-in', 'POST /api/backoffice/auth/log-in']),
    );

    const { result, slowestMs, probes } = await whileProbingLiveness(shop.port, async () => {
      const answers: string[] = [];
      for (const { method, url, fields } of routes) {
        const authorization = `Bearer ${url.startsWith('/api/backoffice/') ? tokens.staff : tokens.member}`;
        for (const [email, expected] of [[BOUND_SIZED_ATTACK, 400], [BODY_SIZED_ATTACK, 400], [FULL_ATTACK, 413]] as const) {
          // Every other text field filled with the same shape, so whichever rule runs first, all run; a
          // password left empty, so a log-in is refused without hashing anything.
          const body = Object.fromEntries(fields.map((field) => [field, field === 'email' ? email : /password/i.test(field) ? '' : 'a.'.repeat(20)]));
          const started = performance.now();
          const answer = await post(base, url, body, { authorization }, method);
          answers.push(`${method} ${url} ${email.length}: ${answer.status} ${performance.now() - started < 200 ? 'at once' : 'too long'}`);
          expect(answer.status, `${method} ${url} ${answer.body}`).toBe(expected);
        }
      }
      return answers;
    });
    expect(result.filter((line) => line.endsWith('too long'))).toEqual([]);
    expect(probes).toBeGreaterThan(5);
    expect(slowestMs, `${probes} probes`).toBeLessThan(LIVE_WAIT_LIMIT_MS);
  });

  it('reads a stock file of 200,000 lines without holding /health/live', { timeout: 60_000 }, async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `${i + 1},5`);
    const body = JSON.stringify({ csv: `id,stock\n${lines.join('\n')}\n` });
    const { result, slowestMs, probes } = await whileProbingLiveness(shop.port, () =>
      post(base, '/api/backoffice/products/prices-and-stock', body, { authorization: `Bearer ${tokens.staff}` }),
    );
    // The demo has a few dozen products: the others are named as missing, and nothing changes.
    expect(result.status, result.body).toBe(422);
    expect(JSON.parse(result.body).message).toMatch(/^El archivo tiene [\d.]+ líneas con errores: no se cambió nada\./);
    expect(probes).toBeGreaterThan(3);
    expect(slowestMs, `${probes} probes`).toBeLessThan(LIVE_WAIT_LIMIT_MS);
  });
});
