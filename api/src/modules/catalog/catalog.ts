import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  AllProductsResponse,
  BannersResponse,
  BrandQuery,
  BrandsResponse,
  CategoriesResponse,
  HighlightedProductsResponse,
  IdParams,
  PageParams,
  PRODUCTS_PER_PAGE,
  ProductFilterBody,
  ProductListingResponse,
  ProductPageQuery,
  ProductPageResponse,
  ProductResponse,
  ProductsByCategoryBody,
  ProductsByCategoryResponse,
  SearchQuery,
  SearchResponse,
} from '@tienda/domain';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Database } from '../../db/database';
import { catalogueListing } from './listing';
import { highlightedProducts, productById, productPage, productsByCategory } from './productQueries';
import { activeBrands, activeCategories, bannersOf } from './taxonomyQueries';

// A listing kept for a version is answered again and again: its body is written out once.
const writtenOut = new WeakMap<object, string>();
function asJson(reply: FastifyReply, data: object) {
  let body = writtenOut.get(data);
  if (body === undefined) writtenOut.set(data, (body = JSON.stringify({ ok: true, data })));
  return reply.type('application/json; charset=utf-8').send(body);
}

// /api/product/all is a whole-catalogue call in the spec; at 100,000 products it must stop somewhere.
const ALL_PRODUCTS_LIMIT = 1000;

/** The catalogue calls of spec §7 (Shop): products, categories, brands, banners. */
const catalogRoutes: ShopPlugin<{ db: Database }> = async (app, { db }) => {
  const tags = ['Catálogo'];
  const listings = catalogueListing(db);

  app.get('/api/product/all', { schema: { tags, response: { 200: contract(AllProductsResponse) } } }, async () => {
    return { ok: true, allProducts: await productPage(db, 1, ALL_PRODUCTS_LIMIT) };
  });

  app.get('/api/product/highlighted', { schema: { tags, response: { 200: contract(HighlightedProductsResponse) } } }, async () => ({
    ok: true,
    highlightedProducts: await highlightedProducts(db),
  }));

  app.get(
    '/api/product/search',
    { schema: { tags, querystring: contract(SearchQuery), response: { 200: contract(SearchResponse) } } },
    async (request) => {
      const term = request.query.q.trim();
      if (!term) return { ok: true, products: [] };
      return { ok: true, products: await listings.suggestions(term) };
    },
  );

  app.get(
    '/api/product',
    { schema: { tags, querystring: contract(ProductPageQuery), response: { 200: contract(ProductPageResponse) } } },
    async (request) => {
      const { page = 1, limit = 100 } = request.query;
      const [products, total] = await Promise.all([productPage(db, page, limit), listings.offeredTotal()]);
      return { ok: true, products, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );

  app.get(
    '/api/product/:id',
    { schema: { tags, params: contract(IdParams), response: { 200: contract(ProductResponse) } } },
    async (request) => {
      const product = await productById(db, request.params.id);
      if (!product) throw new HttpError(404, 'Producto no encontrado');
      return { ok: true, product };
    },
  );

  app.put(
    '/api/product/category',
    { schema: { tags, body: contract(ProductsByCategoryBody), response: { 200: contract(ProductsByCategoryResponse) } } },
    async (request) => ({ ok: true, data: { products: await productsByCategory(db, request.body.categoryIds) } }),
  );

  app.put(
    '/api/product/filter/:pageNumber',
    { schema: { tags, params: contract(PageParams), body: contract(ProductFilterBody), response: { 200: contract(ProductListingResponse) } } },
    async (request, reply) => asJson(reply, await listings.listing(request.body, request.params.pageNumber, PRODUCTS_PER_PAGE)),
  );

  app.get('/api/category/all', { schema: { tags, response: { 200: contract(CategoriesResponse) } } }, async () => ({
    ok: true,
    categories: await activeCategories(db),
  }));

  app.get(
    '/api/brand',
    { schema: { tags, querystring: contract(BrandQuery), response: { 200: contract(BrandsResponse) } } },
    async (request) => ({ ok: true, brands: await activeBrands(db, request.query.categoryIds) }),
  );

  for (const kind of ['mobile', 'desktop'] as const) {
    app.get(`/api/banner/${kind}`, { schema: { tags, response: { 200: contract(BannersResponse) } } }, async () => ({
      ok: true,
      banners: await bannersOf(db, kind),
    }));
  }
};

export const catalog = fp(catalogRoutes, { name: 'catalog', encapsulate: true });
