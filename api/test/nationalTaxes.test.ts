import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST } from './checkout';
import { staffToken } from './staffSession';

// Figures worked out by hand, so they are exact: $ 110.500 at 10,5 % IVA is $ 100.000 before IVA, and
// 9,5 % nominal internal taxes leave $ 90.500 without national taxes.
const PRICES = { price: 132_600, final_price: 110_500, internal_cost: 22_100 };

describe.each(databaseKinds)('impuestos nacionales por producto en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let operador: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    operador = await staffToken(t.app, 'operador');
  });
  afterAll(() => t.close());

  const ratesOf = async (id: number) => (await t.db.query<{ iva: string; internal: string }>('SELECT iva_rate::text AS iva, internal_tax_rate::text AS internal FROM products WHERE id = $1', [id]))[0];

  it('gives a product the general rates unless told otherwise, and keeps only rates the law has', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>(
      `INSERT INTO products (name, price, final_price, internal_cost, stock, category_id, brand_id) VALUES ('Sin tasas', 6, 5, 1, 1, 5, 6) RETURNING id`,
    )) as [{ id: number }];
    expect(await ratesOf(id)).toEqual({ iva: '21.00', internal: '0.00' });
    await expect(t.db.query('UPDATE products SET iva_rate = 27 WHERE id = $1', [id])).rejects.toThrow();
    await expect(t.db.query('UPDATE products SET internal_tax_rate = 101 WHERE id = $1', [id])).rejects.toThrow();
    await expect(t.db.query('UPDATE products SET internal_tax_rate = -1 WHERE id = $1', [id])).rejects.toThrow();
    await t.db.query('DELETE FROM products WHERE id = $1', [id]);
  });

  it("seeds the demo with each product's rates and sends them with every product", async () => {
    // A Samsung phone, made in Tierra del Fuego; a JBL speaker (brand 4), imported; kitchen goods.
    const rates = async (id: number) => {
      const { iva_rate, internal_tax_rate } = await c.product(id);
      return [iva_rate, internal_tax_rate];
    };
    expect(await rates(1)).toEqual([10.5, 0]);
    const speaker = (await c.call('PUT', '/api/product/filter/1', { brandIds: [4], categoryIds: [3] })).json().data.products[0];
    expect([speaker.iva_rate, speaker.internal_tax_rate]).toEqual([21, 9.5]);
    const kitchen = (await c.call('PUT', '/api/product/category', { categoryIds: [5] })).json().data.products;
    expect(kitchen.every((p: { iva_rate: number; internal_tax_rate: number }) => p.iva_rate === 21 && p.internal_tax_rate === 0)).toBe(true);
  });

  it('keeps on each order line the rates of the day it was bought, and mails the legend with their figures', async () => {
    const [product] = await c.products(5);
    await t.db.query('UPDATE products SET price = $2, final_price = $3, internal_cost = $4, iva_rate = 10.5, internal_tax_rate = 9.5 WHERE id = $1', [
      product!.id,
      PRICES.price,
      PRICES.final_price,
      PRICES.internal_cost,
    ]);
    const shown = await c.product(product!.id);
    const created = await c.guestOrder(await c.payload([{ product: shown, quantity: 2 }], { store: 'Sucursal Centro' }));
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().orderCreated;
    expect(order.products).toEqual([expect.objectContaining({ productId: product!.id, quantity: 2, unitPrice: 110_500, ivaRate: 10.5, internalTaxRate: 9.5 })]);

    // The catalogue changes its mind; the order does not.
    await t.db.query('UPDATE products SET iva_rate = 21, internal_tax_rate = 0 WHERE id = $1', [product!.id]);
    const read = await c.call('GET', `/api/backoffice/orders/${order.id}`, undefined, { authorization: `Bearer ${operador}` });
    expect(read.json().order.products[0]).toMatchObject({ ivaRate: 10.5, internalTaxRate: 9.5 });

    const [mail] = (await c.mailsTo(GUEST.email)).filter((m) => m.subject === `Recibimos tu orden N° ${order.id}`);
    const text = mail!.text.replace(/\u00a0/g, ' ');
    // The line: 2 × $ 90.500; the total (pickup, no coupon): the same.
    expect(text).toContain(`2 × ${shown.name}: $ 221.000,00 (Precio sin impuestos nacionales: $ 181.000,00)`);
    expect(text).toMatch(/Total: \$ 221\.000,00\nPrecio sin impuestos nacionales: \$ 181\.000,00/);
    expect(mail!.html.replace(/\u00a0/g, ' ')).toContain('Precio sin impuestos nacionales: $ 181.000,00');
  });
});
