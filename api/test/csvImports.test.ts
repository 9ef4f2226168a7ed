import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';

const CREDIT_HEADER = 'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota';

/**
 * The back office's CSV imports take a file the size their purpose needs, a few per staff member
 * and hour, and refuse an amount the table cannot keep by its line (never a 500).
 */
describe.each(databaseKinds)('CSV imports of the back office (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_CSV_IMPORTS: '3' });
    admin = await staffToken(t.app, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

  it('names the line of a credit amount of 10^12 or more, and loads nothing', async () => {
    const csv = [CREDIT_HEADER, '20301112220,APROBADO,ok,999999999999.99,1000', '20403334449,APROBADO,ok,1000000000000,1000'].join('\n');
    const res = await post('/api/backoffice/credit-lines/import', admin, { csv });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El archivo tiene errores: no se cargó nada.',
      errors: [{ line: 3, message: expect.stringContaining('maximo_capital "1000000000000" supera el máximo de 999.999.999.999,99.') }],
    });
    expect(await t.db.query("SELECT 1 FROM credit_lines WHERE maximo_capital >= 999999999999")).toEqual([]);
  });

  it('refuses a file past its route\'s limit unread, in words', async () => {
    const csv = `id,stock\n${'1,5\n'.repeat(1_100_000)}`; // about 4.4 MB: over the 4 MB of prices and stock
    const res = await post('/api/backoffice/products/prices-and-stock', admin, { csv });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, message: 'El cuerpo de la solicitud es demasiado grande (máximo 4 MB).' });
  });

  it('counts imports per staff member and file', async () => {
    const operador = await staffToken(t.app, 'operador');
    const stockFile = { csv: 'id,stock\n1,5' };
    // The refused file above was the first admin's first of three: two more pass, the next is refused.
    for (let i = 0; i < 2; i++) expect((await post('/api/backoffice/products/prices-and-stock', admin, stockFile)).statusCode).toBe(200);
    const refused = await post('/api/backoffice/products/prices-and-stock', admin, stockFile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' });
    // Someone else's budget is their own, and so is the other file's.
    expect((await post('/api/backoffice/products/prices-and-stock', operador, stockFile)).statusCode).toBe(200);
    const creditFile = { csv: `${CREDIT_HEADER}\n20301112220,APROBADO,ok,1000,100` };
    expect((await post('/api/backoffice/credit-lines/import', admin, creditFile)).statusCode).toBe(200);
  });
});
