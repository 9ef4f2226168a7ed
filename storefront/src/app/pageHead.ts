import type { MetaDescriptor } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { installmentOfferDisclosureWithNote, SHOP_DESCRIPTION, toNumber, type Category, type Company, type ListedProduct, type PublicConfig } from '@tienda/domain';
import { company } from './company';

export { SHOP_DESCRIPTION };

/** "Nombre del producto | CrediTienda": the page first, the shop after. */
export const pageTitle = (page?: string) => (page ? `${page} | ${company.shopName}` : company.shopName);

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The shop's public address (PUBLIC_URL), as the server told the root route. */
function publicUrl(matches: readonly Match[]): string {
  const root = matches.find((match) => match?.id === 'root');
  return ((root?.loaderData ?? root?.data) as { publicUrl?: string } | undefined)?.publicUrl ?? '';
}

/** A call's answer the page was rendered with, read from its loader's prefetched cache. */
function prefetched<T>(matches: readonly Match[], queryKey: readonly unknown[]): T | undefined {
  const key = JSON.stringify(queryKey);
  for (const match of matches) {
    const state = ((match?.loaderData ?? match?.data) as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState;
    const query = state?.queries.find((q) => JSON.stringify(q.queryKey) === key);
    if (query) return query.state.data as T;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of the description's HTML, in one line, cut at a word near `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    // [^<>], not [^>]: a tag ends before the next '<', so a run of '<' is read once (linear), not once per '<'.
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1))}…`;
}

/** A picture a shared link shows (the server's share cards: JPEG, 1200 × 630), and what it shows in words. */
type SharePicture = { url: string; width: number; height: number; alt: string };

const shareCard = (url: string, alt: string): SharePicture => ({ url, width: 1200, height: 630, alt });

function pageHead({ title, description, url, image, type = 'website' }: { title: string; description: string; url: string; image?: SharePicture; type?: string }): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: company.shopName },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:type', content: 'image/jpeg' },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
          { name: 'twitter:image', content: image.url },
          { name: 'twitter:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * The shop's Organization for search engines: the seller of the server's settings, by its legal
 * name, CUIT and address (as the layout's loader fetched them); its brand name without them.
 */
export function organization(base: string, seller: Company | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.shopName,
    url: `${base}/`,
    ...(seller && {
      legalName: seller.legalName,
      taxID: seller.cuit,
      email: seller.email,
      telephone: seller.phone,
      foundingDate: String(seller.activitiesSince),
      address: { '@type': 'PostalAddress', streetAddress: seller.address, addressCountry: 'AR' },
    }),
  };
}

export function homeHead(matches: readonly Match[]): MetaDescriptor[] {
  const base = publicUrl(matches);
  const seller = prefetched<PublicConfig>(matches, ['config'])?.company;
  return [
    ...pageHead({ title: pageTitle(), description: SHOP_DESCRIPTION, url: `${base}/`, image: shareCard(`${base}/share/shop.jpg`, `${company.shopName}: ${SHOP_DESCRIPTION}`) }),
    {
      'script:ld+json': [
        organization(base, seller),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: company.shopName,
          url: `${base}/`,
          potentialAction: { '@type': 'SearchAction', target: `${base}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
        },
      ],
    },
  ];
}

export function exploreHead(matches: readonly Match[], location: { search: string }): MetaDescriptor[] {
  const params = new URLSearchParams(location.search);
  const categoryId = Number(params.get('category'));
  const category = prefetched<Category[]>(matches, ['categories'])?.find((c) => c.id === categoryId);
  const page = Number(params.get('page')) > 1 ? Number(params.get('page')) : 1;
  // One canonical page per category and page number; other filters are views of it.
  const canonical = new URLSearchParams();
  if (category) canonical.set('category', String(category.id));
  if (page > 1) canonical.set('page', String(page));
  const query = canonical.toString();
  // The page's own heading (spec §2 Explore) unless a category names it better.
  const title = pageTitle(category ? category.name : 'Explora nuestros productos');
  const description = category ? `${category.name} en cuotas fijas o al contado, con envío a todo el país o retiro en sucursal.` : SHOP_DESCRIPTION;
  return pageHead({ title, description, url: `${publicUrl(matches)}/explore${query ? `?${query}` : ''}` });
}

export function productHead(id: number | null, matches: readonly Match[]): MetaDescriptor[] {
  const product = id === null ? undefined : prefetched<ListedProduct>(matches, ['product', id]);
  if (!product) return [{ title: pageTitle('Producto no encontrado') }, { name: 'robots', content: 'noindex' }];
  const base = publicUrl(matches);
  const url = `${base}/product/${product.id}`;
  // With no description of its own, the page is described by its prices: instalments only with their cost.
  const description =
    plainText(product.description) ||
    (product.installmentOffer ? `${product.name}: ${installmentOfferDisclosureWithNote(product.installmentOffer)}` : `${product.name} al contado.`);
  const price = toNumber(product.final_price).toFixed(2);
  const availability = product.stock > 0 ? 'InStock' : 'OutOfStock';
  const image = shareCard(`${base}/share/product/${product.id}.jpg`, `Foto y precio de ${product.name}`);
  return [
    ...pageHead({ title: pageTitle(product.name), description, url, type: 'product', image }),
    { property: 'product:price:amount', content: price },
    { property: 'product:price:currency', content: 'ARS' },
    { property: 'product:availability', content: product.stock > 0 ? 'in stock' : 'out of stock' },
    {
      'script:ld+json': [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description,
          sku: String(product.id),
          brand: { '@type': 'Brand', name: product.brand.name },
          category: product.category.name,
          image: product.images.default.map((name) => `${base}/product/${encodeURIComponent(name)}`),
          offers: { '@type': 'Offer', url, price, priceCurrency: 'ARS', availability: `https://schema.org/${availability}` },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${base}/` },
            { '@type': 'ListItem', position: 2, name: product.category.name, item: `${base}/explore?category=${product.category.id}` },
            { '@type': 'ListItem', position: 3, name: product.name, item: url },
          ],
        },
      ],
    },
  ];
}

/** Pages of one shopper (cart, checkout, account, search, results): titled, never indexed. */
export const noIndexHead = (page: string): MetaDescriptor[] => [{ title: pageTitle(page) }, { name: 'robots', content: 'noindex' }];

/** A page anyone may read (the static ones): titled and canonical. */
export const staticHead = (page: string, path: string, matches: readonly Match[]): MetaDescriptor[] =>
  pageHead({ title: pageTitle(page), description: SHOP_DESCRIPTION, url: `${publicUrl(matches)}${path}` });
