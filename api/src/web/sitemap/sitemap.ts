import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { string, type } from 'superstruct';
import { contract, type ShopPlugin } from '../../http/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { activeCategories } from '../../modules/catalog/taxonomyQueries';
import { catalogueVersion } from '../pageCache';
import { productSitemapPart, productSitemapParts } from './sitemapQueries';
import { absoluteUrl, sitemapIndex, urlSet } from './sitemapXml';

/** The protocol's limit of addresses per sitemap. */
const SITEMAP_MAX_URLS = 50_000;

// The shop's pages that are the same for everyone and worth finding from a search engine.
const STATIC_PAGES = ['/queries', '/terms-and-conditions', '/policy-and-privacy', '/technical-service', '/who-are-they', '/repentance', '/baja'];

const PRODUCT_PART = /^products-(\d{1,6})\.xml$/;
const SitemapFileParams = type({ file: string() });

export type SitemapOptions = {
  db: Database;
  publicUrl: string;
  /** Products per part; the protocol's 50,000 unless a test wants to see the split. */
  productsPerPart?: number;
};

function sendXml(reply: FastifyReply, xml: string) {
  // Crawlers come back often; the catalogue changes slowly enough for an hour.
  return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
}

/**
 * GET /sitemap.xml (an index), /sitemap/pages.xml (home, explore, categories, static pages) and
 * /sitemap/products-{n}.xml (the products on offer), all with absolute addresses from PUBLIC_URL.
 */
const sitemapRoutes: ShopPlugin<SitemapOptions> = async (app, { db, publicUrl, productsPerPart = SITEMAP_MAX_URLS }) => {
  const url = (path: string) => absoluteUrl(publicUrl, path);
  const hide = { schema: { hide: true } };

  // The index reads every offered product (25 ms at 100,000): it is kept until the catalogue's
  // version moves, which every server process reads alike, so most visits cost one small query.
  let index: { version: number; xml: string } | undefined;
  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const version = await catalogueVersion(db);
    if (index?.version !== version) {
      const parts = await productSitemapParts(db, productsPerPart);
      const xml = sitemapIndex([
        { loc: url('/sitemap/pages.xml') },
        ...parts.map(({ part, lastmod }) => ({ loc: url(`/sitemap/products-${part}.xml`), lastmod })),
      ]);
      index = { version, xml };
    }
    return sendXml(reply, index.xml);
  });

  app.get('/sitemap/pages.xml', hide, async (_request, reply) => {
    const categories = await activeCategories(db);
    const pages = ['/', '/explore', ...categories.map(({ id }) => `/explore?category=${id}`), ...STATIC_PAGES];
    return sendXml(reply, urlSet(pages.map((path) => ({ loc: url(path) }))));
  });

  app.get('/sitemap/:file', { schema: { hide: true, params: contract(SitemapFileParams) } }, async (request, reply) => {
    const part = Number(PRODUCT_PART.exec(request.params.file)?.[1] ?? 0);
    const products = part >= 1 ? await productSitemapPart(db, part, productsPerPart) : [];
    // A part with nothing on offer is not listed in the index; a crawler holding an old index learns it is gone.
    if (products.length === 0) throw new HttpError(404, 'No encontramos ese mapa del sitio.');
    return sendXml(reply, urlSet(products.map(({ id, lastmod }) => ({ loc: url(`/product/${id}`), lastmod }))));
  });
};

export const sitemap = fp(sitemapRoutes, { name: 'sitemap', encapsulate: true });
