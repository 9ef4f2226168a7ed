import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstallmentPlan, formatARS, formatRate, installmentOfferRates, roundMoney, type PaymentMethod, type PlacedOrder } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, type CatalogProduct } from './checkout';

const MP_WEBHOOK_SECRET = 'secreto-de-avisos-de-prueba';

/** Path and query of an absolute link, for inject(). */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://localhost');
  return url.pathname + url.search;
};

describe.each(databaseKinds)('"6 cuotas fijas" con tarjeta y Mercado Pago en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { MP_WEBHOOK_SECRET });
    c = checkoutCalls(t.app);
    // Products whose three figures make sense: their card offers a "6 cuotas fijas".
    pool = (await c.products(3)).filter((product) => installmentOfferRates(product) !== null);
  });
  afterAll(() => t.close());

  /** A guest's order of one product; in its "6 cuotas fijas" with the instalment its card shows, or another. */
  async function order(paymentMethod: PaymentMethod, installments: 1 | 6, shown?: (installment: number) => number) {
    const product = pool[next++]!;
    await t.db.query('UPDATE products SET stock = 10 WHERE id = $1', [product.id]);
    const installmentValue = (shown ?? ((value) => value))(installmentOfferRates(product)!.installment);
    const cardInstallments = installments === 6 ? { installments, installmentValue } : undefined;
    const res = await c.guestOrder({ ...(await c.payload([{ product, quantity: 1 }], { paymentMethod })), cardInstallments });
    return { res, product };
  }

  async function placed(paymentMethod: PaymentMethod) {
    const { res, product } = await order(paymentMethod, 6);
    expect(res.statusCode, res.body).toBe(201);
    return { order: res.json().orderCreated as PlacedOrder, trackingToken: res.json().trackingToken as string, product };
  }

  const decide = (link: string, decision: 'approved' | 'rejected') =>
    t.app.inject({ method: 'POST', url: pathOf(link), payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status;
  const events = (id: number) =>
    t.db.query<{ outcome: string; installments: number | null }>('SELECT outcome, installments FROM payment_events WHERE order_id = $1 ORDER BY id', [id]);

  async function payLink(provider: 'getnet' | 'mercadopago', placedOrder: PlacedOrder, trackingToken: string) {
    const res = await c.call('POST', `/api/payment/${provider}/create`, { orderId: placedOrder.id, price: placedOrder.total, trackingToken });
    expect(res.statusCode, res.body).toBe(200);
    return provider === 'getnet' ? (res.json().getnet.redirect_url as string) : (res.json().link as string);
  }

  it('records the plan the server quotes: the product\'s internal_cost six times, its list price financed, its rates', async () => {
    const { order: card, product, trackingToken } = await placed('Tarjeta de crédito');
    const rates = installmentOfferRates(product)!;
    expect(card.total).toBe(roundMoney(Number(product.final_price)));
    expect(card.cardPlan).toEqual(cardInstallmentPlan([{ product, quantity: 1 }], card.total, Date.now()));
    expect(card.cardPlan).toMatchObject({ installments: 6, installmentValue: rates.installment, totalFinanced: rates.totalFinanced, tea: rates.tea, cftea: rates.cftea });
    // The guest's link reads the same plan back from the database.
    const tracked = await c.call('GET', `/api/order/${card.id}/tracking/${trackingToken}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().order.cardPlan).toEqual(card.cardPlan);
    // The confirmation mail says it, the CFTEA beside the instalment.
    const [mail] = (await c.mailsTo('lucia@ejemplo.com')).filter((m) => m.subject.includes(`N° ${card.id}`));
    expect(mail?.text).toContain(`Pagas en 6 cuotas fijas de ${formatARS(rates.installment)} · CFTEA `);
  });

  it('refuses an instalment other than the quote, saying the new one', async () => {
    const { res, product } = await order('Tarjeta de crédito', 6, (installment) => installment - 1);
    const rates = installmentOfferRates(product)!;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: `Las cuotas cambiaron desde que armaste tu compra: ahora son 6 cuotas fijas de ${formatARS(rates.installment)} (CFTEA ${formatRate(rates.cftea)}). Revisa tu compra y confirma de nuevo.`,
    });
  });

  it('one payment records no plan', async () => {
    const { res } = await order('Mercado Pago', 1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orderCreated.cardPlan).toBeNull();
  });

  it('refuses the card instalments for a transfer', async () => {
    const { res } = await order('Transferencia', 6);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'Las 6 cuotas fijas se pagan con tarjeta o Mercado Pago; con préstamo, elige el plan en el paso del préstamo.' });
  });

  it.each(['getnet', 'mercadopago'] as const)('%s: the sandbox charges the total financed in 6 cuotas, and its approval pays the order', async (provider) => {
    const { order: financed, trackingToken } = await placed(provider === 'getnet' ? 'Tarjeta de crédito' : 'Mercado Pago');
    const plan = financed.cardPlan!;
    const link = await payLink(provider, financed, trackingToken);
    const page = await c.call('GET', pathOf(link));
    expect(page.body).toContain(`6 cuotas de ${formatARS(roundMoney(plan.totalFinanced / 6))}`);
    expect(page.body).toContain(`Total: ${formatARS(plan.totalFinanced)}`);
    const [checkout] = await t.db.query<{ amount: number; installments: number }>('SELECT amount::float8 AS amount, installments FROM sandbox_checkouts WHERE order_id = $1', [financed.id]);
    expect(checkout).toEqual({ amount: plan.totalFinanced, installments: 6 });

    const res = await decide(link, 'approved');
    expect(res.statusCode).toBe(303);
    expect(await statusOf(financed.id)).toBe('paid');
    expect((await events(financed.id))[0]).toEqual({ outcome: 'paid', installments: 6 });
    // The paid mail says what was charged: the total financed.
    const paid = (await c.mailsTo('lucia@ejemplo.com')).find((m) => m.subject === `Pago acreditado: orden N° ${financed.id}`);
    expect(paid?.text).toContain(`Acreditamos el pago de tu orden N° ${financed.id} por ${formatARS(plan.totalFinanced)}.`);
  });

  it.each(['getnet', 'mercadopago'] as const)('%s: a payment in other instalments than the plan does not pay the order, and is flagged', async (provider) => {
    const { order: financed, trackingToken } = await placed(provider === 'getnet' ? 'Tarjeta de crédito' : 'Mercado Pago');
    const link = await payLink(provider, financed, trackingToken);
    // The payer went for one payment at the provider's page.
    await t.db.query('UPDATE sandbox_checkouts SET installments = 1 WHERE order_id = $1', [financed.id]);
    await decide(link, 'approved');
    expect(await statusOf(financed.id)).toBe('pending_payment');
    expect((await events(financed.id))[0]).toEqual({ outcome: 'installments_mismatch', installments: 1 });
  });
});
