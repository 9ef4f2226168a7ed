import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CotizationResponse } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, type CatalogProduct } from './checkout';

const CABA = { zipcode: 'C1425ABC', state: 'Ciudad Autónoma de Buenos Aires', city: 'Palermo' };

describe.each(databaseKinds)('cotización de envíos en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let phone: CatalogProduct;
  let kitchen: CatalogProduct;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    const all = await c.products();
    phone = all.find((p) => p.category.id === 1)!;
    kitchen = all.find((p) => p.category.id === 5)!;
  });
  afterAll(() => t.close());

  const price = async (product: CatalogProduct, destination: typeof CABA, quantity = 1) => {
    const res = await c.quote([{ product, quantity }], destination);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reponseCotization.results.standard_delivery.amounts.price_incl_tax as number;
  };

  it("answers in Zippin's shape, under the spec's misspelt key, with a delivery day that is never a Sunday", async () => {
    const res = await c.quote([{ product: phone, quantity: 1 }], CABA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(is(body, CotizationResponse)).toBe(true);
    const best = body.reponseCotization.results.standard_delivery;
    expect(best.amounts.price_incl_tax).toBeGreaterThan(0);
    expect(best.amounts.price_incl_tax).toBe(Math.round(best.amounts.price * 1.21 * 100) / 100);
    expect(best.carrier.id).toEqual(expect.any(Number));
    expect(best.delivery_time.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}T20:00:00-03:00$/);
    expect(new Date(`${best.delivery_time.estimated_delivery.slice(0, 10)}T12:00:00Z`).getUTCDay()).not.toBe(0);
    expect(body.reponseCotization.destination).toEqual({ zipcode: '1425', state: 'Ciudad Autónoma de Buenos Aires', city: 'Palermo' });
  });

  it('takes the four digits, a short CPA, a full one in any case, and other names of the capital alike', async () => {
    const full = await price(phone, CABA);
    for (const zipcode of ['1425', 'C1425', 'c1425abc']) expect(await price(phone, { ...CABA, zipcode })).toBe(full);
    for (const state of ['CABA', 'Capital Federal', 'ciudad autonoma de buenos aires']) expect(await price(phone, { ...CABA, state })).toBe(full);
  });

  it('prices by zone, weight and volume', async () => {
    const zones = [
      CABA,
      { zipcode: 'B1636', state: 'Buenos Aires', city: 'Olivos' },
      { zipcode: 'X5000', state: 'Córdoba', city: 'Córdoba' },
      { zipcode: 'A4400', state: 'Salta', city: 'Salta' },
      { zipcode: 'Q8300', state: 'Neuquén', city: 'Neuquén' },
      { zipcode: 'V9410', state: 'Tierra del Fuego', city: 'Ushuaia' },
    ];
    const prices = [];
    for (const zone of zones) prices.push(await price(phone, zone));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(new Set(prices).size).toBe(zones.length);
    expect(await price(kitchen, CABA)).toBeGreaterThan(await price(phone, CABA));
    expect(await price(phone, CABA, 12)).toBeGreaterThan(await price(phone, CABA));
  });

  it.each([
    [{ ...CABA, zipcode: 'B1636' }, 'El código postal B1636 es de Buenos Aires, no de Ciudad Autónoma de Buenos Aires.'],
    [{ ...CABA, zipcode: 'O1636' }, 'El código postal O1636 no es válido.'],
    [{ ...CABA, zipcode: '14250' }, 'El código postal no es válido: usa sus 4 números (1425) o el CPA (C1425ABC).'],
    [{ ...CABA, state: 'Narnia' }, 'No reconocemos la provincia "Narnia".'],
    [{ ...CABA, city: '  ' }, 'Por favor complete todos los datos de envío'],
  ])('refuses %o with a Spanish message', async (destination, message) => {
    const res = await c.quote([{ product: phone, quantity: 1 }], destination);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it('refuses an unknown product and an empty list', async () => {
    const unknown = await c.call('POST', '/api/zippin/cotization', { declared_value: 0, items: [{ id: 999999 }], destination: CABA });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El producto 999999 no existe.');
    const empty = await c.call('POST', '/api/zippin/cotization', { declared_value: 0, items: [], destination: CABA });
    expect(empty.statusCode).toBe(400);
  });
});
