import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { installmentValue, LOAN_INSTALLMENTS, LoanOfferResponse, loanOfferState, roundMoney, toNumber } from '@tienda/domain';
import { importCreditLines, parseCreditLines } from '../src/modules/loans/creditLinesCsv';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct } from './checkout';

const LOAN_PLANS = JSON.stringify({ 19: { tea: 89.5, cftea: 132.25 } });
const NO_LINE_CUIL = '20123456786';
const OFFER_URL = '/api/loan/getOffer/19/ONLINEAPP';

describe.each(databaseKinds)('préstamos en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOAN_PLANS });
    a = accountCalls(t.app);
    c = checkoutCalls(t.app);
    pool = await c.products(2);
  });
  afterAll(() => t.close());

  /** A member, e-mail verified, whose profile carries this CUIL (none: a member who has not said it yet). */
  async function member(cuil?: string) {
    const email = `socio${++people}@ejemplo.com`;
    const { token } = await a.signUp(email);
    const verified = await a.call('POST', '/api/auth/verify-email', { token, payload: { code: await a.latestCode(email) } });
    expect(verified.statusCode, verified.body).toBe(200);
    if (cuil) {
      // The demo lines' CUILs serve one test each: the account that said one before (the seeded
      // member, or another test's) lets go of it, as the staff would.
      await t.db.query('UPDATE users SET cuil = NULL WHERE cuil = $1', [cuil]);
      const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Ana', last_name: 'Ruiz', cuil } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return token;
  }
  const offer = (token: string | undefined, url = OFFER_URL) => a.call('GET', url, token ? { token } : {});

  it.each([
    ['20301112220', 'APROBADO', 2_000_000, 250_000],
    ['27302223330', 'APROBADO', 300_000, 40_000],
    ['20403334449', 'RECHAZADO', 0, 0],
  ])('answers the demo line of %s (%s), recording each query', async (cuil, resultado, maximoCapital, maximoCuota) => {
    const token = await member(cuil);
    const res = await offer(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, LoanOfferResponse)).toBe(true);
    expect(body.offer).toMatchObject({ resultado, maximoCapital, maximoCuota, respuestaMotor: expect.any(String) });
    expect(body.financing).toEqual({ plan: '19', installments: LOAN_INSTALLMENTS, tea: 89.5, cftea: 132.25 });
    expect(loanOfferState(body.offer, 100_000).kind).toBe(resultado === 'APROBADO' ? 'approved' : 'none');

    const again = (await a.call('GET', '/api/loan/apply-for-loan', { token })).json();
    expect(again.offer).toEqual({ ...body.offer, consultaId: expect.any(Number) });
    expect(again.offer.consultaId).not.toBe(body.offer.consultaId);
    const recorded = await t.db.query<{ cuil: string; plan: string; channel: string; resultado: string }>(
      'SELECT cuil, plan, channel, resultado FROM loan_queries WHERE id = ANY($1::int[]) ORDER BY id',
      [[body.offer.consultaId, again.offer.consultaId]],
    );
    expect(recorded).toEqual([
      { cuil, plan: '19', channel: 'ONLINEAPP', resultado },
      { cuil, plan: '19', channel: 'ONLINEAPP', resultado },
    ]);
  });

  it('offers nothing to a CUIL without a line, asks a member for their CUIL, and a visitor to log in', async () => {
    const none = (await offer(await member(NO_LINE_CUIL))).json().offer;
    expect(none).toMatchObject({ resultado: 'SIN OFERTA', maximoCapital: 0, maximoCuota: 0 });
    expect(loanOfferState(none, 1000).kind).toBe('none');

    const noCuil = await offer(await member());
    expect(noCuil.statusCode).toBe(409);
    expect(noCuil.json().message).toBe('Completa tu CUIL en tu perfil para consultar tu préstamo.');
    expect((await offer(undefined)).statusCode).toBe(401);
    const token = await member('20301112220');
    for (const url of ['/api/loan/getOffer/21/ONLINEAPP', '/api/loan/getOffer/19/WEB']) {
      expect((await offer(token, url)).json()).toEqual({ ok: false, message: 'No ofrecemos ese plan de préstamo.' });
    }
  });

  /** The loan order the storefront would send after an offer, figures by the domain rules. */
  async function loanOrder(token: string, product: CatalogProduct, maxCapital: number, change: object = {}) {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const total = payload.totalPrice;
    const state = loanOfferState({ resultado: 'APROBADO', respuestaMotor: '', maximoCapital: maxCapital, maximoCuota: 0, consultaId: 0 }, total);
    const status = state.kind === 'none' ? 'RECHAZADO' : state.status;
    const loanDetails = { status, requestedAmount: total, installments: LOAN_INSTALLMENTS, installmentValue: installmentValue(total), maxCapital, ...change };
    return c.userOrder(token, { ...payload, loanDetails });
  }

  it('pays an order with the approved loan, checked against the member’s own offer', async () => {
    const token = await member('20301112220');
    const product = pool[0]!;
    const unasked = await loanOrder(token, product, 2_000_000);
    expect(unasked.json()).toEqual({ ok: false, message: 'Consulta tu oferta de préstamo de hoy antes de confirmar la compra.' });
    const { offer: given } = (await offer(token)).json();

    for (const change of [{ installmentValue: 1 }, { maxCapital: 3_000_000 }, { installments: 6 }, { status: 'PENDIENTE' }]) {
      const res = await loanOrder(token, product, 2_000_000, change);
      expect(res.json()).toEqual({ ok: false, message: 'Los datos del préstamo no coinciden con tu oferta vigente. Vuelve a consultarla.' });
    }
    const res = await loanOrder(token, product, 2_000_000);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orderCreated;
    const total = toNumber(product.final_price);
    expect(order).toMatchObject({ paymentMethod: 'Prestamo', status: 'pending_payment', expiresAt: null, total });
    expect(order.loan).toEqual({
      consultaId: given.consultaId,
      plan: '19',
      status: 'APROBADO CON CUPO',
      requestedAmount: total,
      installments: 12,
      installmentValue: roundMoney(total / 12),
      maxCapital: 2_000_000,
      tea: 89.5,
      cftea: 132.25,
    });
    const [mail] = await c.mailsTo(order.contact.email);
    expect(mail!.text).toContain('TEA 89,50 % · CFTEA 132,25 %');
  });

  it('refuses a loan that does not cover the total, and one the engine turned down', async () => {
    const token = await member('27302223330');
    await offer(token);
    const expensive = pool.find((p) => toNumber(p.final_price) > 300_000)!;
    const res = await loanOrder(token, expensive, 300_000);
    expect(res.json()).toEqual({ ok: false, message: 'Tu préstamo pre-aprobado no alcanza para el total de la compra.' });

    const rejected = await member('20403334449');
    await offer(rejected);
    expect((await loanOrder(rejected, pool[1]!, 0)).json()).toEqual({ ok: false, message: 'No contamos con ofertas disponibles para usted en este momento.' });
  });

  it('loads the operator’s CSV of credit lines, and the engine answers from it', async () => {
    const example = await parseCreditLines(await readFile(new URL('../scripts/credit-lines.example.csv', import.meta.url), 'utf8'));
    expect(example.errors).toEqual([]);
    expect(example.lines).toHaveLength(3);
    const spreadsheet = await parseCreditLines(`CUIL;Resultado;Respuesta_Motor;Maximo_Capital;Maximo_Cuota\r\n${NO_LINE_CUIL};aprobado;"Cupo nuevo; vigente";1.500.000,50;125.000\r\n`);
    expect(spreadsheet).toEqual({
      errors: [],
      lines: [{ cuil: NO_LINE_CUIL, resultado: 'APROBADO', respuesta_motor: 'Cupo nuevo; vigente', maximo_capital: 1_500_000.5, maximo_cuota: 125_000 }],
    });
    await t.db.transaction((tx) => importCreditLines(tx, spreadsheet.lines));
    const token = await member(NO_LINE_CUIL);
    expect((await offer(token)).json().offer).toMatchObject({ resultado: 'APROBADO', maximoCapital: 1_500_000.5, respuestaMotor: 'Cupo nuevo; vigente' });

    await t.db.transaction((tx) => importCreditLines(tx, example.lines, { replace: true }));
    expect((await offer(token)).json().offer.resultado).toBe('SIN OFERTA');
    expect((await t.db.query('SELECT cuil FROM credit_lines ORDER BY cuil')).length).toBe(3);
  });
});
