import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { freshCuil } from './cuils';
import { fakeHttp } from './fakeHttp';

// The company's engine over HTTP, played locally: it knows each CUIL's holder and says so with the offer.
const holders = new Map<string, string>();

describe.each(databaseKinds)('el motor de crédito comprueba el titular del CUIL en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let engine: Awaited<ReturnType<typeof fakeHttp>>;
  let people = 0;
  beforeAll(async () => {
    engine = await fakeHttp(({ body }) => ({
      status: 200,
      body: { resultado: 'APROBADO', respuestaMotor: 'Con cupo', maximoCapital: 800_000, maximoCuota: 120_000, titular: holders.get(body.cuil) },
    }));
    t = await startTestApp(kind, { CREDIT_ENGINE_URL: engine.url });
    a = accountCalls(t.app);
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  /** A verified member whose profile says this name and a CUIL the engine knows as `holder`'s. */
  async function member(first_name: string, last_name: string, holder: string) {
    const email = `titular${++people}@ejemplo.com`;
    const { token } = await a.signUp(email);
    await a.call('POST', '/api/auth/verify-email', { token, payload: { code: await a.latestCode(email) } });
    const cuil = freshCuil();
    holders.set(cuil, holder);
    const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name, last_name, cuil } });
    expect(res.statusCode, res.body).toBe(200);
    return { token, cuil };
  }

  it('sends the CUIL with the account holder’s name, and gives the offer when the engine’s holder is that person', async () => {
    const { token, cuil } = await member('Ana María', 'Gómez', 'GOMEZ ANA MARIA');
    const res = await a.call('GET', '/api/loan/apply-for-loan', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offer).toMatchObject({ resultado: 'APROBADO', maximoCapital: 800_000 });
    expect(engine.requests.at(-1)?.body).toEqual({ cuil, nombre: 'Ana María', apellido: 'Gómez' });
  });

  it('refuses the offer for a CUIL whose holder is someone else, and records the look-up as such', async () => {
    const { token, cuil } = await member('Juan', 'Pérez', 'RODRIGUEZ MARTA');
    const res = await a.call('GET', '/api/loan/apply-for-loan', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El nombre de tu perfil no coincide con el del titular de tu CUIL. Revisa tus datos o escríbenos para que lo revisemos.');
    const [recorded] = await t.db.query<{ resultado: string; capital: number }>(
      'SELECT resultado, maximo_capital::float8 AS capital FROM loan_queries WHERE cuil = $1 ORDER BY id DESC LIMIT 1',
      [cuil],
    );
    expect(recorded).toEqual({ resultado: 'TITULAR NO COINCIDE', capital: 0 });
  });
});
