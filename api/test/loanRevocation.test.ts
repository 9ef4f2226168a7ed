import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { argentinaDateKey, financingOf, LOAN_TERMS_VERSION, LoanRequestResponse, OrderResponse, quotePurchase, StaffLoanRequestsResponse } from '@tienda/domain';
import { revocationDeadline } from '@tienda/domain/businessDays';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct } from './checkout';
import { staffToken } from './staffSession';

const LOAN_PLANS = JSON.stringify({ 19: { installments: 12, tna: 70.53 } });
const PLAN_19 = financingOf('19', { installments: 12, tna: 70.53 });
// A demo credit line: APROBADO for $ 2.000.000, instalments up to $ 250.000.
const BORROWER_CUIL = '20301112220';
const PRICE = 100_000;

/** Noon in Buenos Aires of a calendar day (YYYY-MM-DD), as an ISO instant. */
const noonOf = (dateKey: string) => `${dateKey}T15:00:00.000Z`;
const dayBefore = (dateKey: string) => new Date(Date.parse(`${dateKey}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayMonthYear = (dateKey: string) => dateKey.split('-').reverse().join('/');

/**
 * The earliest day a loan accepted at its noon may still be revoked today: its 10th business day is
 * today or later, the day before's is already past. Counted by the helper the domain tests pin down.
 */
function earliestAcceptanceInTime(today: string): string {
  let day = today;
  while (revocationDeadline(noonOf(dayBefore(day))) >= today) day = dayBefore(day);
  return day;
}

describe.each(databaseKinds)('revocación y baja del préstamo en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let c: ReturnType<typeof checkoutCalls>;
  let product: CatalogProduct;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOAN_PLANS });
    a = accountCalls(t.app);
    c = checkoutCalls(t.app);
    const [chosen] = await c.products(1);
    // Priced so plan 19 fits the demo line; stock enough for every order here.
    await t.db.query('UPDATE products SET final_price = $2, internal_cost = $3, price = $4, stock = 50 WHERE id = $1', [chosen!.id, PRICE, 20_000, 120_000]);
    product = await c.product(chosen!.id);
  });
  afterAll(() => t.close());

  /** A verified member holding the demo line's CUIL (taken from whoever said it before), with today's offer asked. */
  async function borrower() {
    const email = `prestatario${++people}@ejemplo.com`;
    const { token } = await a.signUp(email);
    expect((await a.call('POST', '/api/auth/verify-email', { token, payload: { code: await a.latestCode(email) } })).statusCode).toBe(200);
    await t.db.query('UPDATE users SET cuil = NULL WHERE cuil = $1', [BORROWER_CUIL]);
    const first = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Ana', last_name: 'Ruiz', cuil: BORROWER_CUIL } });
    expect(first.statusCode, first.body).toBe(200);
    expect((await a.call('GET', '/api/loan/getOffer/19/ONLINEAPP', { token })).statusCode).toBe(200);
    return { token, email };
  }

  /** A loan order of one unit, its acceptance moved to noon of `acceptedOn` (Argentina). */
  async function loanOrder(token: string, acceptedOn: string): Promise<number> {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Prestamo' });
    const { highestInstallment } = quotePurchase(PLAN_19, payload.totalPrice, Date.now());
    const loanDetails = {
      status: 'APROBADO CON CUPO',
      requestedAmount: payload.totalPrice,
      installments: 12,
      installmentValue: highestInstallment,
      maxCapital: 2_000_000,
      plan: '19',
      termsVersion: LOAN_TERMS_VERSION,
      acceptedTerms: true,
    };
    const res = await c.userOrder(token, { ...payload, loanDetails });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().orderCreated;
    await t.db.query(`UPDATE orders SET loan = jsonb_set(loan, '{acceptedAt}', to_jsonb($2::text)) WHERE id = $1`, [id, noonOf(acceptedOn)]);
    return id;
  }

  const revoke = (token: string | undefined, id: number) => a.call('POST', `/api/user/orders/${id}/loan/revocation`, token ? { token } : {});
  const cancellation = (token: string, id: number) => a.call('POST', `/api/user/orders/${id}/loan/cancellation`, { token });
  const orderOf = async (token: string, id: number) => {
    const body = (await a.call('GET', `/api/user/orders/${id}`, { token })).json();
    expect(is(body, OrderResponse)).toBe(true);
    return body.order;
  };
  const stockOf = async () => (await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]))[0]!.stock;

  it('counts the 10 business days past the holidays, refuses a late revocation and takes the "baja" instead', async () => {
    const { token, email } = await borrower();
    // Accepted Tue 2 Dec 2025: Wed 3 (1), Thu 4 (2), Fri 5 (3), Sat 6 —, Sun 7 —, Mon 8 — Inmaculada
    // Concepción, Tue 9 (4), Wed 10 (5), Thu 11 (6), Fri 12 (7), Mon 15 (8), Tue 16 (9), Wed 17 (10).
    const id = await loanOrder(token, '2025-12-02');
    expect((await orderOf(token, id)).loan.revocation).toEqual({ deadline: '2025-12-17', revocable: false });

    const late = await revoke(token, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      ok: false,
      message: `El plazo para revocar el préstamo de la compra N° ${id} venció el 17/12/2025. Puedes solicitar la baja del préstamo desde esta misma página.`,
    });
    expect((await orderOf(token, id)).status).toBe('pending_payment');

    const baja = await cancellation(token, id);
    expect(baja.statusCode, baja.body).toBe(200);
    const body = baja.json();
    expect(is(body, LoanRequestResponse)).toBe(true);
    expect(body.code).toMatch(/^BAJ-[2-9A-HJKMNP-Z]{8}$/);
    expect(body.order.loan.revocation).toEqual({ deadline: '2025-12-17', revocable: false, cancellationRequestedAt: expect.any(String), cancellationCode: body.code });
    expect(body.order.status).toBe('pending_payment');
    // Asked again: the same request, one mail.
    expect((await cancellation(token, id)).json().code).toBe(body.code);
    const mails = (await c.mailsTo(email)).filter((mail) => mail.subject.includes(body.code));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Recibimos tu solicitud de baja (cancelación anticipada) del préstamo de tu compra N° ${id}. Tu código de trámite es ${body.code}.`);
  });

  it('revokes an unpaid loan order on its last day at no cost: cancelled, its stock back, the code mailed, the staff told', async () => {
    const { token, email } = await borrower();
    const today = argentinaDateKey(Date.now());
    const acceptedOn = earliestAcceptanceInTime(today);
    const deadline = revocationDeadline(noonOf(acceptedOn));

    // The day before, the 10 business days have already run out.
    const tooLate = await loanOrder(token, dayBefore(acceptedOn));
    const lastDay = revocationDeadline(noonOf(dayBefore(acceptedOn)));
    expect(lastDay < today).toBe(true);
    expect((await revoke(token, tooLate)).json().message).toContain(`venció el ${dayMonthYear(lastDay)}.`);

    const id = await loanOrder(token, acceptedOn);
    expect((await orderOf(token, id)).loan.revocation).toEqual({ deadline, revocable: true });
    const before = await stockOf();
    const res = await revoke(token, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, LoanRequestResponse)).toBe(true);
    expect(body.code).toMatch(/^REV-[2-9A-HJKMNP-Z]{8}$/);
    expect(body.message).toBe(`Revocaste el préstamo de la compra N° ${id}. Tu código es ${body.code}.`);
    expect(body.order.status).toBe('cancelled');
    expect(body.order.loan.revocation).toEqual({ deadline, revocable: false, revokedAt: expect.any(String), code: body.code });
    expect(await stockOf()).toBe(before + 1);

    // Asked again: the first code, nothing moves twice.
    const again = await revoke(token, id);
    expect(again.json().code).toBe(body.code);
    expect(await stockOf()).toBe(before + 1);

    const [receipt, ...more] = (await c.mailsTo(email)).filter((mail) => mail.subject.includes('Revocaste'));
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe(`Revocaste el préstamo de tu compra N° ${id}: código ${body.code}`);
    expect(receipt!.text).toContain('Cancelamos tu compra: el préstamo no se otorga y no pagarás ninguna cuota.');
    expect((await c.mailsTo('atencion@tienda.local')).some((mail) => mail.subject === `Revocación del préstamo ${body.code}: orden N° ${id}`)).toBe(true);

    // Revoked, there is no loan left to cancel.
    expect((await cancellation(token, id)).statusCode).toBe(409);

    const staff = await staffToken(t.app, 'operador');
    const list = (await a.call('GET', '/api/backoffice/loan-requests', { token: staff })).json();
    expect(is(list, StaffLoanRequestsResponse)).toBe(true);
    expect(list.requests.find((request: { code: string }) => request.code === body.code)).toEqual({
      kind: 'revocation',
      code: body.code,
      orderId: id,
      orderStatus: 'cancelled',
      statusWhenAsked: 'pending_payment',
      name: expect.any(String),
      email,
      requestedAt: expect.any(String),
      deadline,
    });
    const staffOrder = (await a.call('GET', `/api/backoffice/orders/${id}`, { token: staff })).json();
    expect(staffOrder.order.loan.revocation).toMatchObject({ code: body.code, revocable: false });
    expect((await a.call('GET', '/api/backoffice/loan-requests', { token })).statusCode).toBe(401);
  });

  it('revokes a paid loan order as a withdrawal: the goods come back', async () => {
    const { token, email } = await borrower();
    const id = await loanOrder(token, argentinaDateKey(Date.now()));
    const staff = await staffToken(t.app);
    expect((await a.call('POST', `/api/backoffice/orders/${id}/paid`, { token: staff })).statusCode).toBe(200);
    // Two taps at once: one revocation, one code, one mail.
    const [res, twin] = await Promise.all([revoke(token, id), revoke(token, id)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(twin.json().code).toBe(res.json().code);
    expect(res.json().order.status).toBe('withdrawal_requested');
    const receipts = (await c.mailsTo(email)).filter((mail) => mail.subject.includes(res.json().code));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.text).toContain('Te escribimos para coordinar la devolución del producto, sin costo para ti.');
  });

  it('answers only the owner, and only about a loan', async () => {
    const owner = await borrower();
    const id = await loanOrder(owner.token, argentinaDateKey(Date.now()));
    const { token: stranger } = await a.signUp(`extrano${++people}@ejemplo.com`);
    for (const res of [await revoke(stranger, id), await cancellation(stranger, id), await revoke(stranger, 999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'No encontramos esa compra.' });
    }
    expect((await revoke(undefined, id)).statusCode).toBe(401);
    expect((await orderOf(owner.token, id)).status).toBe('pending_payment');

    const transfer = await c.userOrder(owner.token, await c.payload([{ product, quantity: 1 }]));
    expect(transfer.statusCode, transfer.body).toBe(201);
    const notLoan = await revoke(owner.token, transfer.json().orderCreated.id);
    expect(notLoan.statusCode).toBe(409);
    expect(notLoan.json().message).toBe(`La compra N° ${transfer.json().orderCreated.id} no se pagó con un préstamo.`);
  });
});
