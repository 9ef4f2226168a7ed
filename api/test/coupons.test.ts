import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

describe.each(databaseKinds)('cupones en %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const validate = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: payload as object });

  it.each([
    // code, purchase, discount
    ['BIENVENIDA10', 150000, 15000],
    ['bienvenida10', 99999.99, 10000],
    ['AHORRO5000', 120000, 5000],
    // A fixed coupon never takes more than the purchase.
    ['AHORRO5000', 3200.5, 3200.5],
  ])('%s on $ %d takes off $ %d', async (code, purchaseAmount, discountAmount) => {
    const res = await validate({ code, purchaseAmount });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.coupon).toMatchObject({ id: expect.any(Number), code: code.toUpperCase(), discountValue: expect.any(Number) });
    expect(body.coupon.discountType).toBe(code.toUpperCase().startsWith('BIENVENIDA') ? 'PERCENTAGE' : 'FIXED');
    expect(body.discountAmount).toBe(discountAmount);
  });

  it.each([
    ['NOEXISTE', 404, 'El cupón ingresado no existe.'],
    ['VERANO2024', 410, 'El cupón ingresado está vencido.'],
    ['LANZAMIENTO20', 410, 'El cupón ingresado ya no tiene usos disponibles.'],
  ])('refuses %s with a Spanish message', async (code, status, message) => {
    const res = await validate({ code, purchaseAmount: 100000 });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it('asks for a code when none is given, and refuses a bad amount', async () => {
    expect((await validate({ code: '   ', purchaseAmount: 1000 })).json()).toEqual({ ok: false, message: 'Por favor ingrese un código de cupón' });
    const negative = await validate({ code: 'BIENVENIDA10', purchaseAmount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ ok: false, message: 'El campo "purchaseAmount" no es válido.' });
    expect((await validate({ code: 'BIENVENIDA10' })).json()).toEqual({ ok: false, message: 'Falta el campo "purchaseAmount".' });
  });
});
