import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandling } from './errors';
import { jsonBody } from './jsonBody';

describe('the JSON body check', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandling);
    await app.register(jsonBody);
    app.post('/eco', async (request) => ({ body: request.body ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (payload: string) => app.inject({ method: 'POST', url: '/eco', headers: { 'content-type': 'application/json' }, payload });

  it('passes ordinary bodies, whatever their strings hold', async () => {
    const body = { texto: '{[{[ "comillas" \\ toString: ]}]}', toString: undefined, lista: [{ a: 'valueOf' }], clave: 'x' };
    const res = await send(JSON.stringify(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('refuses a key that shadows an inherited member, at any depth and however it is written', async () => {
    for (const payload of ['{"toString": 1}', '{"a": [{"b": {"valueOf": {}}}]}', '{"\\u0074oString": 1}', '{"__proto__"  :  {}}', '{"x":"\\"", "hasOwnProperty": 1}']) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toMatch(/^El campo "(toString|valueOf|__proto__|hasOwnProperty)" no está permitido\.$/);
    }
  });

  it('refuses nesting past 32 levels, and counts no bracket inside a string', async () => {
    expect((await send('['.repeat(33) + ']'.repeat(33))).statusCode).toBe(400);
    expect((await send('['.repeat(32) + ']'.repeat(32))).statusCode).toBe(200);
    expect((await send(JSON.stringify({ s: '['.repeat(1000) }))).statusCode).toBe(200);
  });

  it('reads a body of one long string in a single native search', async () => {
    const csv = 'id,stock\n' + '1,"5"\n'.repeat(100_000);
    const started = performance.now();
    const res = await send(JSON.stringify({ csv }));
    expect(res.statusCode).toBe(200);
    expect(res.json().body.csv).toBe(csv);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
