import { describe, expect, it } from 'vitest';
import { installmentOfferOf, type ListedProduct } from '@tienda/domain';
import { productHead } from './pageHead';

const product: ListedProduct = {
  id: 104,
  name: 'Auriculares inalámbricos Sony WH-CH520',
  description: '',
  price: 119_994,
  final_price: '99999.00',
  internal_cost: 19_999,
  stock: 3,
  highlighted: false,
  images: { default: [] },
  category: { id: 4, name: 'Auriculares' },
  brand: { id: 6, name: 'Sony' },
  iva_rate: 21,
  internal_tax_rate: 9.5,
  installmentOffer: installmentOfferOf({ price: 119_994, final_price: '99999.00', internal_cost: 19_999 }),
};

/** The route's matches as React Router gives them, the product in the loader's prefetched cache. */
const matchesWith = (shown: ListedProduct) => [
  { id: 'root', loaderData: { publicUrl: 'https://tienda.example' } },
  { id: 'product', loaderData: { dehydratedState: { mutations: [], queries: [{ queryKey: ['product', shown.id], queryHash: '', state: { data: shown } }] } } },
];

const descriptionOf = (shown: ListedProduct) =>
  (productHead(shown.id, matchesWith(shown) as never).find((tag) => 'name' in tag && tag.name === 'description') as { content: string }).content.replace(/\u00a0/g, ' ');

describe('a product page’s description without a description of its own', () => {
  it('names the instalments only with their cost and the spec’s note', () => {
    expect(descriptionOf(product)).toBe(
      'Auriculares inalámbricos Sony WH-CH520: 6 cuotas fijas de $ 19.999,00* · CFTEA 91,17% · TEA 91,17% · TNA 66,56% · Total financiado $ 119.994,00 · Precio contado $ 99.999,00. *Sujeto a riesgo crediticio.',
    );
  });

  it('offers no instalments when the figures make none', () => {
    expect(descriptionOf({ ...product, internal_cost: 1, installmentOffer: null })).toBe('Auriculares inalámbricos Sony WH-CH520 al contado.');
  });
});
