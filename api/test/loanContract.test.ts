import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  FIXED_INSTALLMENTS_PLAN,
  financingOf,
  DEMO_COMPANY as LENDER,
  LOAN_TERMS_VERSION,
  LoanOfferResponse,
  loanContractPath,
  loanContractTerms,
  loanOfferState,
  OrderCreatedResponse,
  quotePurchase,
  revocationSentence,
} from '@tienda/domain';
import { createTrackingTokens } from '../src/modules/orders/trackingToken';
import { createLoanContractTokens, createLoanTermsTokens, endOfArgentineDay } from '../src/modules/loans/loanTokens';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct } from './checkout';
import { databaseKinds } from './databases';
import { pdfText } from './pdfText';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';

const JWT_SECRET = 'un-secreto-de-prueba-largo-para-los-contratos';
const PUBLIC_URL = 'https://tienda.example';
// TNA 70,53 %: TEA 98,50 %, CFTEA 128,15 % with IVA (domain/src/credit/referenceFigures.py).
const LOAN_PLANS = JSON.stringify({ 19: { installments: 12, tna: 70.53 } });
const PLAN_19 = financingOf('19', { installments: 12, tna: 70.53 });
// The demo line of this CUIL: up to $ 2.000.000, instalments up to $ 250.000.
const CUIL = '20301112220';

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe.each(databaseKinds)('el contrato del préstamo en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOAN_PLANS, JWT_SECRET, PUBLIC_URL });
    a = accountCalls(t.app);
    c = checkoutCalls(t.app);
    pool = await c.products(2);
  });
  afterAll(() => t.close());

  /** A member, e-mail verified, named Ana Ruiz, whose profile carries this CUIL (none: not said yet). */
  async function member(cuil?: string) {
    // The demo lines' CUILs serve several tests: the account that said one before lets go of it, as the staff would.
    if (cuil) await t.db.query('UPDATE users SET cuil = NULL WHERE cuil = $1', [cuil]);
    const email = `prestataria${++people}@ejemplo.com`;
    const token = await a.verifiedMember(email, cuil ? { first_name: 'Ana', last_name: 'Ruiz', cuil } : undefined);
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    return { token, email, id: user!.id };
  }


  /** Today's offer of the member: the answer carries the token that opens the terms. */
  async function offerOf(token: string) {
    const res = await a.call('GET', '/api/loan/getOffer/19/ONLINEAPP', { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, LoanOfferResponse)).toBe(true);
    return body as { offer: { maximoCapital: number }; termsToken: string };
  }

  const download = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });

  // Products repriced by a test get their prices back after it, so other suites find the catalogue they read.
  const repriced: CatalogProduct[] = [];
  afterEach(async () => {
    for (const { id, price, final_price, internal_cost } of repriced.splice(0)) {
      await t.db.query('UPDATE products SET price = $2, final_price = $3, internal_cost = $4 WHERE id = $1', [id, price, final_price, internal_cost]);
    }
  });
  async function pricedAt(product: CatalogProduct, finalPrice: number, internalCost = Math.round((finalPrice * 1.2) / 6)): Promise<CatalogProduct> {
    if (!repriced.some(({ id }) => id === product.id)) repriced.push(product);
    await t.db.query('UPDATE products SET final_price = $2, internal_cost = $3, price = $4 WHERE id = $1', [product.id, finalPrice, internalCost, internalCost * 6]);
    return { ...product, final_price: String(finalPrice), internal_cost: internalCost, price: internalCost * 6 };
  }

  /** The loan order the storefront sends after reading the terms: plan 19 (or another), its figures the domain's. */
  async function loanOrder(token: string, product: CatalogProduct, plan = PLAN_19) {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const total = payload.totalPrice;
    const state = loanOfferState({ resultado: 'APROBADO', respuestaMotor: '', maximoCapital: 2_000_000, maximoCuota: 0, consultaId: 0 }, total);
    const { highestInstallment, installments } = quotePurchase(plan, total, Date.now());
    const loanDetails = {
      status: state.kind === 'none' ? 'RECHAZADO' : state.status,
      requestedAmount: total,
      installments,
      installmentValue: highestInstallment,
      maxCapital: 2_000_000,
      plan: plan.plan,
      termsVersion: LOAN_TERMS_VERSION,
      acceptedTerms: true,
    };
    return c.userOrder(token, { ...payload, loanDetails });
  }

  it('gives the member the terms of today’s quote as a PDF, by a plain link, before any order exists', async () => {
    const ana = await member(CUIL);
    const { termsToken } = await offerOf(ana.token);
    const res = await download(loanContractPath({ plan: '19', amount: 569_997, token: termsToken }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="condiciones-prestamo.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');

    const { text } = await pdfText(res.rawPayload);
    const quote = quotePurchase(PLAN_19, 569_997, Date.now());
    const terms = loanContractTerms({ lender: LENDER, borrower: { name: 'Ana Ruiz', cuil: CUIL, email: ana.email }, financing: PLAN_19, quote, date: '2000-01-01' });
    for (const expected of [
      LENDER.legalName,
      `CUIT ${LENDER.cuit}`,
      'Ana Ruiz · CUIL 20-30111222-0',
      ana.email,
      'Monto del préstamo $ 569.997,00',
      'CFTEA con IVA (costo financiero total efectivo anual) 128,15%',
      'TEA (tasa efectiva anual) 98,50%',
      'Total a pagar $ 856.522,26',
      terms.scheduleRows[0]!.join(' '),
      terms.scheduleRows.at(-1)!.join(' '),
      revocationSentence(LENDER),
      `versión ${LOAN_TERMS_VERSION}`,
    ]) {
      expect(spaced(text)).toContain(spaced(expected));
    }
  });

  it("draws the '6 cuotas fijas' from the cart's products, which its link must carry", async () => {
    const ana = await member(CUIL);
    const { termsToken } = await offerOf(ana.token);
    const product = await pricedAt(pool[0]!, 100_000, 20_000);
    const without = await download(loanContractPath({ plan: FIXED_INSTALLMENTS_PLAN, amount: 100_000, token: termsToken }));
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ ok: false, message: 'Para ver el contrato en cuotas fijas, el enlace debe llevar los productos de tu compra.' });

    const res = await download(loanContractPath({ plan: FIXED_INSTALLMENTS_PLAN, amount: 100_000, token: termsToken, products: [{ productId: product.id, quantity: 1 }] }));
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('6 cuotas fijas');
    expect(spaced(text)).toContain(spaced('Cuota mensual fija $ 20.000,00'));
    expect(spaced(text)).toContain(spaced('Total a pagar $ 120.000,00'));

    const unknownPlan = await download(loanContractPath({ plan: '21', amount: 100_000, token: termsToken }));
    expect(unknownPlan.json()).toEqual({ ok: false, message: 'No ofrecemos ese plan de préstamo.' });
  });

  it('opens the terms to no one else: no token, a forged one, another member’s id in it, an expired one, another purpose’s', async () => {
    const ana = await member(CUIL);
    const other = await member();
    const { termsToken } = await offerOf(ana.token);
    const [, expiry, mac] = termsToken.split('.');
    const expired = createLoanTermsTokens(JWT_SECRET).signCarrying(ana.id, new Date(Date.now() - 1000));
    const foreign = createLoanTermsTokens('otro-secreto-que-no-es-el-de-la-tienda').signCarrying(ana.id, endOfArgentineDay(new Date()));
    const otherPurpose = `${ana.id.toString(36)}.${createLoanContractTokens(JWT_SECRET).sign(ana.id, endOfArgentineDay(new Date()))}`;
    const stolenSignature = `${other.id.toString(36)}.${expiry}.${mac}`;
    for (const token of [undefined, 'nada', expired, foreign, otherPurpose, stolenSignature]) {
      const path = token === undefined ? '/api/loan/contract.pdf?plan=19&amount=1000' : loanContractPath({ plan: '19', amount: 1000, token });
      const res = await download(path, { authorization: `Bearer ${other.token}` });
      expect(res.statusCode, `${token}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ ok: false, message: 'El enlace a las condiciones del préstamo venció. Vuelve a consultar tu oferta para verlas.' });
    }
    // The token lasts until the end of the Argentine day, not a moment more.
    const end = endOfArgentineDay(new Date());
    expect(end.getTime()).toBeGreaterThan(Date.now());
    expect(end.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(createLoanTermsTokens(JWT_SECRET).subjectOf(termsToken, new Date(end.getTime() + 1))).toBeNull();
    expect(createLoanTermsTokens(JWT_SECRET).subjectOf(termsToken)).toBe(ana.id);
  });

  it('draws at most 30 contracts in 15 minutes for one address', async () => {
    const remoteAddress = '10.99.0.1';
    const ask = () => t.app.inject({ method: 'GET', url: loanContractPath({ plan: '19', amount: 1000, token: 'nada' }), remoteAddress });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await ask()).statusCode).toBe(401);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' });
    // Another address is not held back.
    expect((await t.app.inject({ method: 'GET', url: loanContractPath({ plan: '19', amount: 1000, token: 'nada' }), remoteAddress: '10.99.0.2' })).statusCode).toBe(401);
  });

  it('keeps with the order the very PDF the borrower downloaded, for them, their link and the staff only', async () => {
    const ana = await member(CUIL);
    const other = await member();
    const { termsToken } = await offerOf(ana.token);
    const product = await pricedAt(pool[1]!, 569_997);
    const before = await download(loanContractPath({ plan: '19', amount: 569_997, token: termsToken }));
    expect(before.statusCode, before.body).toBe(200);

    const placed = await loanOrder(ana.token, product);
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(is(body, OrderCreatedResponse)).toBe(true);
    const order = body.orderCreated;
    const { contract } = order.loan;
    expect(contract.sha256).toBe(sha256(before.rawPayload));
    expect(contract.url).toMatch(new RegExp(`^/api/orders/${order.id}/loan-contract\\.pdf\\?token=[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`));
    const [stored] = await t.db.query<{ sha256: string; pdf: Uint8Array; terms_version: string }>('SELECT sha256, pdf, terms_version FROM loan_contracts WHERE order_id = $1', [order.id]);
    expect(stored).toMatchObject({ sha256: contract.sha256, terms_version: LOAN_TERMS_VERSION });
    expect(sha256(stored!.pdf)).toBe(contract.sha256);
    // "Mis compras" shows the same contract.
    const mine = await a.call('GET', `/api/user/orders/${order.id}`, { token: ana.token });
    expect(mine.json().order.loan.contract).toEqual(contract);

    const byLink = await download(contract.url);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.headers['content-type']).toBe('application/pdf');
    expect(byLink.headers['content-disposition']).toBe(`attachment; filename="contrato-prestamo-orden-${order.id}.pdf"`);
    expect(sha256(byLink.rawPayload)).toBe(contract.sha256);
    const byOwner = await download(`/api/orders/${order.id}/loan-contract.pdf`, { authorization: `Bearer ${ana.token}` });
    expect(sha256(byOwner.rawPayload)).toBe(contract.sha256);
    const staff = await download(`/api/backoffice/orders/${order.id}/loan-contract.pdf`, { authorization: `Bearer ${await staffToken(t.app, 'operador')}` });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(sha256(staff.rawPayload)).toBe(contract.sha256);

    const notYours = { ok: false, message: 'No encontramos esa orden entre tus compras. Si compraste como invitado, ábrela desde el enlace de tu correo.' };
    const otherOrderToken = createLoanContractTokens(JWT_SECRET).sign(order.id + 1, new Date(Date.now() + 86_400_000));
    const trackingToken = createTrackingTokens(JWT_SECRET).sign(order.id, new Date(Date.now() + 86_400_000));
    for (const [path, headers] of [
      [`/api/orders/${order.id}/loan-contract.pdf`, {}],
      [`/api/orders/${order.id}/loan-contract.pdf`, { authorization: `Bearer ${other.token}` }],
      [`/api/orders/${order.id}/loan-contract.pdf?token=${otherOrderToken}`, {}],
      [`/api/orders/${order.id}/loan-contract.pdf?token=${trackingToken}`, {}],
      [`/api/orders/${order.id + 1}${contract.url.slice(contract.url.indexOf('/loan-contract'))}`, {}],
    ] as const) {
      const res = await download(path, headers);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(notYours);
    }
    const memberAtBackoffice = await download(`/api/backoffice/orders/${order.id}/loan-contract.pdf`, { authorization: `Bearer ${ana.token}` });
    expect(memberAtBackoffice.statusCode).toBe(401);
    expect(memberAtBackoffice.json().ok).toBe(false);

    // The mail carries the summary, the revocation right and the absolute link to the PDF.
    const [mail] = await c.mailsTo(ana.email);
    const firstDue = order.loan.quote.schedule[0].dueDate.split('-').reverse().join('/');
    for (const expected of [
      'Préstamo pre-aprobado de $\u00a0569.997,00 en 12 cuotas mensuales de $\u00a074.171,86',
      'CFTEA 128,15% · TEA 98,50% · TNA 70,53% · Total a pagar $\u00a0856.522,26',
      `Primer vencimiento: ${firstDue}.`,
      `Prestador: ${LENDER.legalName} (CUIT ${LENDER.cuit}).`,
      `Puedes revocar la aceptación dentro de los 10 días hábiles contados desde el ${new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date())}, sin costo ni responsabilidad, desde 'Mis compras' en la tienda o escribiendo a ${LENDER.email}.`,
      `Tu contrato de préstamo (PDF): ${PUBLIC_URL}${contract.url}`,
      contract.sha256,
    ]) {
      expect(mail!.text).toContain(expected);
    }
    expect(mail!.html).toContain(contract.sha256);
  });

  it("answers a retried order with the same contract, and keeps one for the '6 cuotas fijas' too", async () => {
    const ana = await member(CUIL);
    const { termsToken } = await offerOf(ana.token);
    const product = await pricedAt(pool[0]!, 100_000, 20_000);
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const loanDetails = { status: 'APROBADO CON CUPO', requestedAmount: 100_000, installments: 6, installmentValue: 20_000, maxCapital: 2_000_000, plan: FIXED_INSTALLMENTS_PLAN, termsVersion: LOAN_TERMS_VERSION, acceptedTerms: true };
    const headers = { 'idempotency-key': `contrato-${kind}-${Date.now()}` };
    const first = await c.userOrder(ana.token, { ...payload, loanDetails }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await c.userOrder(ana.token, { ...payload, loanDetails }, headers);
    expect(again.body).toBe(first.body);
    const { contract } = first.json().orderCreated.loan;
    const downloaded = await download(loanContractPath({ plan: FIXED_INSTALLMENTS_PLAN, amount: 100_000, token: termsToken, products: [{ productId: product.id, quantity: 1 }] }));
    expect(sha256(downloaded.rawPayload)).toBe(contract.sha256);
    expect((await t.db.query('SELECT 1 FROM loan_contracts WHERE order_id = $1', [first.json().orderCreated.id])).length).toBe(1);
  });
});
