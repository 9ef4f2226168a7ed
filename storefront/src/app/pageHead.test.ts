import { describe, expect, it } from 'vitest';
import { installmentOfferOf, type Company, type ListedProduct } from '@tienda/domain';
import { homeHead, productHead } from './pageHead';

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

describe('the home page’s Organization', () => {
  const seller: Company = {
    legalName: 'Electro Cuotas del Sur S.R.L.',
    cuit: '30-71122334-3',
    address: 'San Martín 2650, B7600 Mar del Plata, Buenos Aires',
    phone: '0800-222-3344',
    email: 'contacto@electrocuotas.com.ar',
    serviceHours: 'Lunes a sábado de 8 a 20 h',
    ivaCondition: 'IVA Responsable Inscripto',
    iibb: '901-711223-4',
    activitiesSince: 2011,
  };
  const organizationOf = (matches: unknown[]) =>
    (homeHead(matches as never).find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { '@type': string }[] })['script:ld+json'].find(
      (entry) => entry['@type'] === 'Organization',
    );

  it('names the seller the layout fetched from the server’s settings: legal name, CUIT, address and contact', () => {
    const matches = [
      { id: 'root', loaderData: { publicUrl: 'https://tienda.example' } },
      { id: 'app/ShopLayout', loaderData: { dehydratedState: { mutations: [], queries: [{ queryKey: ['config'], queryHash: '', state: { data: { ok: true, googleClientId: null, company: seller } } }] } } },
    ];
    expect(organizationOf(matches)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'CrediTienda',
      url: 'https://tienda.example/',
      legalName: 'Electro Cuotas del Sur S.R.L.',
      taxID: '30-71122334-3',
      email: 'contacto@electrocuotas.com.ar',
      telephone: '0800-222-3344',
      foundingDate: '2011',
      address: { '@type': 'PostalAddress', streetAddress: 'San Martín 2650, B7600 Mar del Plata, Buenos Aires', addressCountry: 'AR' },
    });
  });

  it('keeps to the shop’s name when the settings could not be read, never a seller typed in the app', () => {
    expect(organizationOf([{ id: 'root', loaderData: { publicUrl: 'https://tienda.example' } }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'CrediTienda',
      url: 'https://tienda.example/',
    });
  });
});

describe('the home page’s share picture', () => {
  it('is the shop’s card at an absolute address, with its size and its words, for Open Graph and X alike', () => {
    const tags = homeHead([{ id: 'root', loaderData: { publicUrl: 'https://tienda.example' } }] as never);
    const content = (attribute: 'property' | 'name', key: string) => (tags.find((tag) => (tag as Record<string, string>)[attribute] === key) as { content?: string } | undefined)?.content;
    expect(content('property', 'og:image')).toBe('https://tienda.example/share/shop.jpg');
    expect(content('property', 'og:image:type')).toBe('image/jpeg');
    expect([content('property', 'og:image:width'), content('property', 'og:image:height')]).toEqual(['1200', '630']);
    expect(content('property', 'og:image:alt')).toBe('CrediTienda: Celulares, smartwatches, parlantes, auriculares, cocina y hogar en cuotas fijas o al contado.');
    expect(content('name', 'twitter:image')).toBe('https://tienda.example/share/shop.jpg');
    expect(content('name', 'twitter:image:alt')).toBe(content('property', 'og:image:alt'));
  });
});
