import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { financingOf, LOAN_TERMS_VERSION, LoanOfferResponse, loanOfferState, quotePurchase, toNumber } from '@tienda/domain';
import { importCreditLines, parseCreditLines } from '../src/modules/loans/creditLinesCsv';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct } from './checkout';

// TNA 70,53 %: TEA 98,50 %, CFTEA 128,15 % with IVA (domain/src/credit/referenceFigures.py).
const LOAN_PLANS = JSON.stringify({ 19: { installments: 12, tna: 70.53 } });
const PLAN_19 = financingOf('19', { installments: 12, tna: 70.53 });
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
    // The demo lines' CUILs serve several tests: the account that said one before lets go of it, as the staff would.
    if (cuil) await t.db.query('UPDATE users SET cuil = NULL WHERE cuil = $1', [cuil]);
    return a.verifiedMember(`socio${++people}@ejemplo.com`, cuil ? { first_name: 'Ana', last_name: 'Ruiz', cuil } : undefined);
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
    expect(body.financing).toEqual({ plan: '19', installments: 12, tna: 70.53, ivaOnInterest: 21, grantingFee: 0, monthlyFee: 0, insurance: 0 });
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

  /** The loan order the storefront would send after an offer: plan 19 quoted by the domain, its terms accepted. */
  async function loanOrder(token: string, product: CatalogProduct, maxCapital: number, change: object = {}) {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const total = payload.totalPrice;
    const state = loanOfferState({ resultado: 'APROBADO', respuestaMotor: '', maximoCapital: maxCapital, maximoCuota: 0, consultaId: 0 }, total);
    const status = state.kind === 'none' ? 'RECHAZADO' : state.status;
    const { highestInstallment } = quotePurchase(PLAN_19, total, Date.now());
    const loanDetails = { status, requestedAmount: total, installments: 12, installmentValue: highestInstallment, maxCapital, plan: '19', termsVersion: LOAN_TERMS_VERSION, acceptedTerms: true, ...change };
    return c.userOrder(token, { ...payload, loanDetails });
  }

  // Products repriced by a test get their prices back after it, so other tests find the catalogue they read.
  const repriced: CatalogProduct[] = [];
  afterEach(async () => {
    for (const { id, price, final_price, internal_cost } of repriced.splice(0)) {
      await t.db.query('UPDATE products SET price = $2, final_price = $3, internal_cost = $4 WHERE id = $1', [id, price, final_price, internal_cost]);
    }
  });

  /** A product of the pool priced, for this test, at this cash price (six instalments of a sixth of 1.2 × it). */
  async function pricedAt(product: CatalogProduct, finalPrice: number): Promise<CatalogProduct> {
    if (!repriced.some(({ id }) => id === product.id)) repriced.push(product);
    const internalCost = Math.round((finalPrice * 1.2) / 6);
    await t.db.query('UPDATE products SET final_price = $2, internal_cost = $3, price = $4 WHERE id = $1', [product.id, finalPrice, internalCost, internalCost * 6]);
    return { ...product, final_price: String(finalPrice), internal_cost: internalCost, price: internalCost * 6 };
  }

  it('pays an order with the approved loan: the French instalment of the plan, checked against the member’s own offer', async () => {
    const token = await member('20301112220');
    const product = await pricedAt(pool[0]!, 569_997);
    const unasked = await loanOrder(token, product, 2_000_000);
    expect(unasked.json()).toEqual({ ok: false, message: 'Consulta tu oferta de préstamo de hoy antes de confirmar la compra.' });
    const { offer: given } = (await offer(token)).json();

    // total / 12 (what the shop used to take), the other plan's count, another offer, another state.
    for (const change of [{ installmentValue: 47_499.75 }, { maxCapital: 3_000_000 }, { installments: 6 }, { status: 'PENDIENTE' }]) {
      const res = await loanOrder(token, product, 2_000_000, change);
      expect(res.json()).toEqual({ ok: false, message: 'Los datos del préstamo no coinciden con tu oferta vigente. Vuelve a consultarla.' });
    }
    expect((await loanOrder(token, product, 2_000_000, { acceptedTerms: false })).statusCode).toBe(400);
    expect((await loanOrder(token, product, 2_000_000, { termsVersion: '2020-01' })).json().message).toBe(
      'Las condiciones del préstamo cambiaron. Vuelve a leerlas y acéptalas para continuar.',
    );
    expect((await loanOrder(token, product, 2_000_000, { plan: '21' })).json().message).toBe(
      'Ese plan de préstamo no está disponible para esta compra. Vuelve a consultarlo.',
    );

    const res = await loanOrder(token, product, 2_000_000);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orderCreated;
    expect(order).toMatchObject({ paymentMethod: 'Prestamo', status: 'pending_payment', expiresAt: null, total: 569_997 });
    // The reference's figures for $ 569.997 at TNA 70,53 % with IVA on the interest.
    expect(order.loan).toMatchObject({
      consultaId: given.consultaId,
      plan: '19',
      status: 'APROBADO CON CUPO',
      requestedAmount: 569_997,
      installments: 12,
      installmentValue: 74_171.86,
      maxCapital: 2_000_000,
      tea: 98.5,
      cftea: 128.15,
      termsVersion: LOAN_TERMS_VERSION,
    });
    expect(order.loan.quote).toMatchObject({ pureInstallment: 67_232.9, firstInstallment: 74_171.86, totalToRepay: 856_522.26, tna: 70.53 });
    expect(order.loan.quote.schedule).toHaveLength(12);
    const [mail] = await c.mailsTo(order.contact.email);
    expect(mail!.text).toContain('12 cuotas mensuales de $\u00a074.171,86');
    expect(mail!.text).toContain('CFTEA 128,15% · TEA 98,50% · TNA 70,53% · Total a pagar $\u00a0856.522,26');
  });

  it("refuses a plan whose instalment goes beyond the offer's maximoCuota, saying so", async () => {
    // The demo line of 20-30111222-0: up to $ 2.000.000, instalments up to $ 250.000. At TNA 70,53 % with IVA
    // the first instalment is 13,01 % of the capital: $ 1.900.000 fits (about $ 247.250), $ 1.950.000 does not.
    const token = await member('20301112220');
    await offer(token);
    const fits = await loanOrder(token, await pricedAt(pool[1]!, 1_900_000), 2_000_000);
    expect(fits.statusCode, fits.body).toBe(201);
    const over = await loanOrder(token, await pricedAt(pool[1]!, 1_950_000), 2_000_000);
    expect(over.json()).toEqual({ ok: false, message: 'La cuota de este plan supera la cuota máxima de tu préstamo pre-aprobado. Elige otro plan.' });
  });

  it("pays in the '6 cuotas fijas' of the card: six times the product's internal_cost", async () => {
    const token = await member('20301112220');
    await offer(token);
    const product = await pricedAt(pool[0]!, 100_000);
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const loanDetails = { status: 'APROBADO CON CUPO', requestedAmount: 100_000, installments: 6, installmentValue: 20_000, maxCapital: 2_000_000, plan: 'cuotas-fijas', termsVersion: LOAN_TERMS_VERSION, acceptedTerms: true };
    const res = await c.userOrder(token, { ...payload, loanDetails });
    expect(res.statusCode, res.body).toBe(201);
    const { loan } = res.json().orderCreated;
    expect(loan.quote.schedule.map((row: { total: number }) => row.total)).toEqual(Array(6).fill(20_000));
    expect(loan).toMatchObject({ plan: 'cuotas-fijas', installments: 6, installmentValue: 20_000 });
    expect(loan.quote.totalToRepay).toBe(120_000);
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
