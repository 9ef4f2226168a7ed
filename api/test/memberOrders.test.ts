import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { MemberOrdersResponse, OrderResponse, roundMoney, toNumber } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, type CatalogProduct, type Line } from './checkout';
import { freshCuil } from './cuils';

const NOT_FOUND = { ok: false, message: 'No encontramos esa compra.' };

describe.each(databaseKinds)('"Mis compras" en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let a: ReturnType<typeof accountCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  let owner: string;
  let stranger: string;
  /** The owner's orders, as placing them answered, in the order they were placed. */
  const placed: { id: number; total: number }[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    a = accountCalls(t.app);
    pool = await c.products(3);
    owner = await member('duena@ejemplo.com');
    stranger = await member('otro@ejemplo.com');
  });
  afterAll(() => t.close());

  async function member(email: string) {
    const { token } = await a.signUp(email);
    const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Martín', last_name: 'Sosa', cuil: freshCuil() } });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  async function buy(token: string, lines: Line[] = [{ product: pool[next++]!, quantity: 1 }]) {
    const res = await c.userOrder(token, await c.payload(lines));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderCreated;
  }

  const list = (token: string | undefined, query = '') =>
    a.call('GET', `/api/user/orders${query}`, token ? { token } : {});
  const detail = (token: string | undefined, id: number) => a.call('GET', `/api/user/orders/${id}`, token ? { token } : {});

  it('lists nothing for a member who never bought', async () => {
    const res = await list(stranger);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, orders: [], page: 1, totalPages: 1 });
  });

  it('sums up each order: number, date, state, total, units and the first product with its picture', async () => {
    const [first, second] = [pool[next++]!, pool[next++]!].sort((x, y) => x.id - y.id);
    const order = await buy(owner, [{ product: second!, quantity: 1 }, { product: first!, quantity: 2 }]);
    placed.push(order);
    const [{ image }] = (await t.db.query<{ image: string | null }>('SELECT images[1] AS image FROM products WHERE id = $1', [first!.id])) as [{ image: string | null }];
    expect(image).toEqual(expect.any(String));

    const res = await list(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, MemberOrdersResponse)).toBe(true);
    expect(body.orders).toEqual([
      {
        id: order.id,
        status: 'pending_payment',
        statusLabel: 'PENDIENTE',
        createdAt: order.createdAt,
        total: roundMoney(toNumber(first!.final_price) * 2 + toNumber(second!.final_price)),
        itemCount: 3,
        firstProduct: { id: first!.id, name: first!.name, image },
      },
    ]);
  });

  it('pages the orders newest first, ten a page; a page past the end is empty', async () => {
    for (let i = 0; i < 10; i++) placed.push(await buy(owner));
    // The oldest order by number becomes the newest by date: the list goes by date.
    await t.db.query(`UPDATE orders SET created_at = now() + interval '1 day' WHERE id = $1`, [placed[0]!.id]);
    const byDate = [placed[0]!, ...placed.slice(1).reverse()].map((order) => order.id);

    const first = (await list(owner)).json();
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.orders.map((order: { id: number }) => order.id)).toEqual(byDate.slice(0, 10));

    const second = (await list(owner, '?page=2')).json();
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.orders.map((order: { id: number }) => order.id)).toEqual(byDate.slice(10));

    expect((await list(owner, '?page=3')).json()).toEqual({ ok: true, orders: [], page: 3, totalPages: 2 });
    expect((await list(owner, '?page=0')).statusCode).toBe(400);
    // Nobody else's orders in it.
    expect((await list(stranger)).json().orders).toEqual([]);
  });

  it('answers the list only with a session', async () => {
    for (const token of [undefined, 'no-es-un-token']) {
      const res = await list(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().ok).toBe(false);
    }
  });

  it('shows the whole order to its owner', async () => {
    const order = await buy(owner);
    const res = await detail(owner, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, OrderResponse)).toBe(true);
    expect(body.order).toEqual(order);
    expect(body.order.timeline.map((event: { status: string }) => event.status)).toEqual(['pending_payment']);
  });

  it('answers 404 alike to another member, to a stranger, to a bad token and for a number that does not exist', async () => {
    const order = await buy(owner);
    const guest = (await c.guestOrder(await c.payload([{ product: pool[next++]!, quantity: 1 }]))).json().orderCreated;
    const refusals = [
      await detail(stranger, order.id),
      await detail(undefined, order.id),
      await detail('no-es-un-token', order.id),
      await detail(owner, guest.id),
      await detail(owner, 999_999),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});
