import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installmentOfferRates, type ListedProduct } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

/**
 * Every answer that prices a product in instalments discloses what they cost (Res. SIC 4/2025): the
 * cash price, the instalments, the total financed, TNA, TEA and CFTEA — or no offer at all (null) when
 * the product's figures make no sense.
 */
describe.each(databaseKinds)('cuotas fijas con su costo en %s', (kind) => {
  let t: TestApp;
  let all: ListedProduct[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    all = (await t.app.inject('/api/product/all')).json().allProducts;
  });
  afterAll(() => t.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  const put = async (url: string, payload: object) => (await t.app.inject({ method: 'PUT', url, payload })).json();

  /** What installmentOfferRates makes of the figures the answer itself carries. */
  const disclosedFromFigures = (product: ListedProduct) => {
    const rates = installmentOfferRates(product);
    if (!rates) return null;
    const { financingCost: _, ...disclosed } = rates;
    return disclosed;
  };

  it('discloses the offer of every listed product, from the figures it shows', async () => {
    expect(all.length).toBeGreaterThan(0);
    for (const product of all) {
      expect(product.installmentOffer, product.name).not.toBeNull();
      expect(product.installmentOffer, product.name).toEqual(disclosedFromFigures(product));
      const offer = product.installmentOffer!;
      expect(offer.installment).toBe(product.internal_cost);
      expect(offer.cashPrice).toBe(Number(product.final_price));
      // The demo catalogue prices its instalments above the cash price: a real cost, and a CFTEA to say.
      expect(offer.totalFinanced).toBeGreaterThan(offer.cashPrice);
      expect(offer.cftea).toBeGreaterThanOrEqual(offer.tea);
      expect(offer.tea).toBeGreaterThan(offer.tna);
    }
  });

  it('says the rates of the reference figures: 6 × $ 79.999,83 against $ 407.999 cash', async () => {
    const product = all[0]!;
    const saved = await t.db.query<{ price: string; final_price: string; internal_cost: string }>(
      'SELECT price::text, final_price::text, internal_cost::text FROM products WHERE id = $1',
      [product.id],
    );
    try {
      await t.db.query('UPDATE products SET price = 479999, final_price = 407999, internal_cost = 79999.83 WHERE id = $1', [product.id]);
      const expected = { installments: 6, installment: 79_999.83, cashPrice: 407_999, totalFinanced: 479_998.98, tna: 59.02, tea: 77.95, cftea: 77.95 };
      // The page of the product, the catalogue, its category, a search listing and the highlighted ones.
      expect((await get(`/api/product/${product.id}`)).product.installmentOffer).toEqual(expected);
      const inList = (products: ListedProduct[]) => products.find((p) => p.id === product.id)?.installmentOffer;
      expect(inList((await get('/api/product/all')).allProducts)).toEqual(expected);
      expect(inList((await put('/api/product/category', { categoryIds: [product.category.id] })).data.products)).toEqual(expected);
      expect(inList((await put('/api/product/filter/1', { search: product.name, categoryIds: [product.category.id] })).data.products)).toEqual(expected);
      const pages = (await get('/api/product?page=1&limit=100')).products as ListedProduct[];
      expect(inList(pages)).toEqual(expected);
      if (product.highlighted) expect(inList((await get('/api/product/highlighted')).highlightedProducts)).toEqual(expected);
    } finally {
      await t.db.query('UPDATE products SET price = $2, final_price = $3, internal_cost = $4 WHERE id = $1', [product.id, saved[0]!.price, saved[0]!.final_price, saved[0]!.internal_cost]);
    }
  });

  it('makes no offer (null) when the figures make no sense: instalments below the cash price', async () => {
    const product = all[1]!;
    const saved = await t.db.query<{ internal_cost: string; price: string }>('SELECT internal_cost::text, price::text FROM products WHERE id = $1', [product.id]);
    try {
      // Written behind the back office's back: 6 × $ 1 is no way to pay the cash price.
      await t.db.query('UPDATE products SET internal_cost = 1, price = 6 WHERE id = $1', [product.id]);
      const answer = (await get(`/api/product/${product.id}`)).product;
      expect(answer.internal_cost).toBe(1);
      expect(answer.installmentOffer).toBeNull();
    } finally {
      await t.db.query('UPDATE products SET internal_cost = $2, price = $3 WHERE id = $1', [product.id, saved[0]!.internal_cost, saved[0]!.price]);
    }
  });
});
