import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingOf, LOAN_TERMS_VERSION, quotePurchase, toNumber } from '@tienda/domain';
import { importCreditLines } from '../src/modules/loans/creditLinesCsv';
import { CUIL_LOCKED, CUIL_TAKEN } from '../src/modules/users/cuilLock';
import { TOO_MANY_OFFER_LOOKUPS } from '../src/modules/loans/offerLimits';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct } from './checkout';
import { staffToken } from './staffSession';
import { freshCuil } from './cuils';

const LOAN_PLANS = JSON.stringify({ 19: { installments: 12, tna: 89.5 } });
const PER_ACCOUNT = 3;
const PER_CUIL = 4;
const OFFER_URL = '/api/loan/getOffer/19/ONLINEAPP';
const VERIFY_FOR_OFFER = 'Verifica tu correo electrónico antes de consultar tu préstamo.';
const VERIFY_FOR_LOAN = 'Verifica tu correo electrónico antes de pagar con un préstamo.';
const ASK_TODAY = 'Consulta tu oferta de préstamo de hoy antes de confirmar la compra.';

describe.each(databaseKinds)('el crédito y su titular en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let c: ReturnType<typeof checkoutCalls>;
  let product: CatalogProduct;
  let admin: string;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOAN_PLANS, CREDIT_OFFERS_PER_ACCOUNT: String(PER_ACCOUNT), CREDIT_OFFERS_PER_CUIL: String(PER_CUIL) });
    a = accountCalls(t.app);
    c = checkoutCalls(t.app);
    // One the $ 2.000.000 lines cover.
    product = (await c.products(5)).find((p) => toNumber(p.final_price) < 1_000_000)!;
    admin = await staffToken(t.app);
  });
  afterAll(() => t.close());

  /** A CUIL with an approved line of $ 2.000.000 at the sandbox engine. */
  async function approvedCuil(): Promise<string> {
    const cuil = freshCuil();
    const line = { cuil, resultado: 'APROBADO', respuesta_motor: 'Cupo pre-aprobado.', maximo_capital: 2_000_000, maximo_cuota: 250_000 };
    await t.db.transaction((tx) => importCreditLines(tx, [line]));
    return cuil;
  }

  /** A member who says this CUIL, with the e-mail verified through the mailed code unless told not to. */
  async function member(cuil: string, { verified = true } = {}) {
    const email = `titular${++people}@ejemplo.com`;
    const { token } = await a.signUp(email);
    const profile = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Ana', last_name: 'Ruiz', cuil } });
    expect(profile.statusCode, profile.body).toBe(200);
    if (verified) {
      const res = await a.call('POST', '/api/auth/verify-email', { token, payload: { code: await a.latestCode(email) } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { id } = (await a.call('GET', '/api/user', { token })).json().user;
    return { token, email, id: id as number };
  }
  const offer = (token: string) => a.call('GET', OFFER_URL, { token });
  /** The staff's correction of a member's CUIL, by the demo admin unless another token is given. */
  const staffSetsCuil = (id: number, cuil: string | null, staff: string | undefined = admin) =>
    a.call('PUT', `/api/backoffice/users/${id}/cuil`, { payload: { cuil }, ...(staff ? { headers: { authorization: `Bearer ${staff}` } } : {}) });
  const setCuil = (token: string, cuil: string) => a.call('PUT', '/api/user', { token, payload: { cuil } });

  async function loanOrder(token: string) {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const total = payload.totalPrice;
    const { highestInstallment } = quotePurchase(financingOf('19', { installments: 12, tna: 89.5 }), total, Date.now());
    const loanDetails = { status: 'APROBADO CON CUPO', requestedAmount: total, installments: 12, installmentValue: highestInstallment, maxCapital: 2_000_000, plan: '19', termsVersion: LOAN_TERMS_VERSION, acceptedTerms: true };
    return c.userOrder(token, { ...payload, loanDetails });
  }
  const answer = (res: { statusCode: number; json: () => { message?: string } }) => [res.statusCode, res.json().message];

  it('refuses the offer and the loan order to an account whose e-mail is not verified', async () => {
    const { token, email } = await member(await approvedCuil(), { verified: false });
    expect(answer(await offer(token))).toEqual([403, VERIFY_FOR_OFFER]);
    expect(answer(await a.call('GET', '/api/loan/apply-for-loan', { token }))).toEqual([403, VERIFY_FOR_OFFER]);
    expect(answer(await loanOrder(token))).toEqual([403, VERIFY_FOR_LOAN]);
    expect(await t.db.query('SELECT 1 FROM loan_queries q JOIN users u ON u.id = q.user_id WHERE u.email = $1', [email])).toEqual([]);

    // Verified, the same account is offered its line and may borrow on it.
    await a.call('POST', '/api/auth/verify-email', { token, payload: { code: await a.latestCode(email) } });
    expect((await offer(token)).json().offer.resultado).toBe('APROBADO');
    expect((await loanOrder(token)).statusCode).toBe(201);
  });

  it('gives a CUIL to one account only, whoever asks for it', async () => {
    const cuil = await approvedCuil();
    await member(cuil);
    const { token: other } = await a.signUp(`otra${++people}@ejemplo.com`);
    expect(answer(await a.call('POST', '/api/user/first-data', { token: other, payload: { first_name: 'Eva', cuil } }))).toEqual([409, CUIL_TAKEN]);
    expect(answer(await setCuil(other, cuil))).toEqual([409, CUIL_TAKEN]);
    const { id } = (await a.call('GET', '/api/user', { token: other })).json().user;
    expect(answer(await staffSetsCuil(id, cuil))).toEqual([409, CUIL_TAKEN]);
    expect((await a.call('GET', '/api/user', { token: other })).json().user.cuil).toBeNull();
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE cuil = $1', [cuil])).toEqual([{ n: 1 }]);
  });

  it('keeps the CUIL once it was used for an offer; only an admin changes it, and the change is audited', async () => {
    const [first, second, third] = [await approvedCuil(), await approvedCuil(), await approvedCuil()];
    const { token, id } = await member(first);
    // Before any look-up, a typo may still be mended.
    expect((await setCuil(token, second)).statusCode).toBe(200);
    expect((await offer(token)).statusCode).toBe(200);

    expect(answer(await setCuil(token, third))).toEqual([409, CUIL_LOCKED]);
    expect(answer(await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Ana', cuil: third } }))).toEqual([409, CUIL_LOCKED]);
    expect((await setCuil(token, second)).statusCode).toBe(200);
    expect((await a.call('GET', '/api/user', { token })).json().user.cuil).toBe(second);

    expect((await staffSetsCuil(id, third, '')).statusCode).toBe(401);
    expect((await staffSetsCuil(id, third, await staffToken(t.app, 'operador'))).statusCode).toBe(403);
    expect((await staffSetsCuil(id, '20123456787')).statusCode).toBe(400);
    const changed = await staffSetsCuil(id, third);
    expect(changed.json()).toEqual({ ok: true, userId: id, cuil: third, message: 'CUIL actualizado.' });
    expect((await a.call('GET', '/api/user', { token })).json().user.cuil).toBe(third);
    const audit = await a.call('GET', '/api/backoffice/audit', { headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json().entries[0]).toMatchObject({ action: 'update', entity: 'user_cuil', entityId: String(id), before: { cuil: second }, after: { cuil: third } });

    // The offer read for the old CUIL does not pay for a loan on the new one.
    expect(answer(await loanOrder(token))).toEqual([409, ASK_TODAY]);
  });

  it(`answers 429 to the look-up after ${PER_ACCOUNT} per account in an hour and after ${PER_CUIL} per CUIL in a day`, async () => {
    const cuil = await approvedCuil();
    const one = await member(cuil);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await offer(one.token)).statusCode).toBe(200);
    expect(answer(await offer(one.token))).toEqual([429, TOO_MANY_OFFER_LOOKUPS]);

    // The staff give the CUIL to another account: its own hourly budget, but the CUIL's day is nearly spent.
    const other = await member(await approvedCuil());
    expect((await staffSetsCuil(one.id, null)).statusCode).toBe(200);
    expect((await staffSetsCuil(other.id, cuil)).statusCode).toBe(200);
    expect((await offer(other.token)).statusCode).toBe(200);
    expect(answer(await offer(other.token))).toEqual([429, TOO_MANY_OFFER_LOOKUPS]);
    const counted = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_queries WHERE cuil = $1', [cuil]);
    expect(counted[0]!.n).toBe(PER_CUIL);

    // A look-up older than the windows no longer counts.
    await t.db.query(`UPDATE loan_queries SET created_at = created_at - interval '25 hours' WHERE cuil = $1`, [cuil]);
    expect((await offer(other.token)).statusCode).toBe(200);
  });

  it('refuses a loan order from an account that did not look up its offer today', async () => {
    const cuil = await approvedCuil();
    const owner = await member(cuil);
    expect(answer(await loanOrder(owner.token))).toEqual([409, ASK_TODAY]);
    await offer(owner.token);
    // Yesterday's offer, in Argentina, is no longer today's.
    await t.db.query(`UPDATE loan_queries SET created_at = created_at - interval '1 day' WHERE user_id = $1`, [owner.id]);
    expect(answer(await loanOrder(owner.token))).toEqual([409, ASK_TODAY]);

    // Today's look-up lends to the account that made it, while it holds the CUIL.
    await offer(owner.token);
    const other = await member(await approvedCuil());
    expect((await staffSetsCuil(owner.id, null)).statusCode).toBe(200);
    expect((await staffSetsCuil(other.id, cuil)).statusCode).toBe(200);
    expect(answer(await loanOrder(owner.token))).toEqual([409, ASK_TODAY]);
    expect(answer(await loanOrder(other.token))).toEqual([409, ASK_TODAY]);
    await offer(other.token);
    expect((await loanOrder(other.token)).statusCode).toBe(201);
  });

  it('records every look-up for the admins: account, CUIL, when and what the engine answered', async () => {
    const cuil = await approvedCuil();
    const { token, email, id } = await member(cuil);
    const before = Date.now();
    await offer(token);
    const noLine = freshCuil();
    const refused = await member(noLine);
    await offer(refused.token);

    const lookups = (query: string, staff = admin) => a.call('GET', `/api/backoffice/credit-lookups${query}`, { headers: { authorization: `Bearer ${staff}` } });
    const listed = (await lookups(`?cuil=${cuil}`)).json();
    expect(listed).toMatchObject({ ok: true, page: 1, totalPages: 1 });
    expect(listed.lookups).toEqual([
      { id: expect.any(Number), userId: id, email, cuil, at: expect.any(String), result: 'approved', resultado: 'APROBADO', maximoCapital: 2_000_000, maximoCuota: 250_000 },
    ]);
    expect(Date.parse(listed.lookups[0].at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await lookups(`?cuil=${noLine}`)).json().lookups).toEqual([
      expect.objectContaining({ email: refused.email, result: 'none', resultado: 'SIN OFERTA', maximoCapital: 0 }),
    ]);
    const all = (await lookups('?page=1')).json().lookups.map((row: { cuil: string }) => row.cuil);
    expect(all.slice(0, 2)).toEqual([noLine, cuil]);
    expect((await lookups('', await staffToken(t.app, 'operador'))).statusCode).toBe(403);
    expect((await a.call('GET', '/api/backoffice/credit-lookups')).statusCode).toBe(401);
  });
});
