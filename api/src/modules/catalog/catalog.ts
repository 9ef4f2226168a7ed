import type { FastifyPluginAsync } from 'fastify';
import {
  BrandQuery,
  IdParams,
  PageParams,
  PRODUCTS_PER_PAGE,
  ProductFilterBody,
  ProductPageQuery,
  ProductsByCategoryBody,
  SearchQuery,
  type ProductFilter,
} from '@tienda/domain';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Database } from '../../db/database';
import {
  filteredProducts,
  highlightedProducts,
  productById,
  productPage,
  productsByCategory,
  searchSuggestions,
  withSearchThreshold,
} from './productQueries';
import { activeBrands, activeCategories, bannersOf } from './taxonomyQueries';

// /api/product/all is a whole-catalogue call in the spec; at 100,000 products it must stop somewhere.
const ALL_PRODUCTS_LIMIT = 1000;

/** The catalogue calls of spec §7 (Shop): products, categories, brands, banners. */
export const catalog: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const tags = ['Catálogo'];

  app.get('/api/product/all', { schema: { tags } }, async () => {
    const { products } = await productPage(db, 1, ALL_PRODUCTS_LIMIT);
    return { ok: true, allProducts: products };
  });

  app.get('/api/product/highlighted', { schema: { tags } }, async () => ({
    ok: true,
    highlightedProducts: await highlightedProducts(db),
  }));

  app.get<{ Querystring: { q: string } }>('/api/product/search', { schema: { tags, querystring: contract(SearchQuery) } }, async (request) => {
    const term = request.query.q.trim();
    if (!term) return { ok: true, products: [] };
    const products = await db.transaction(async (tx) => {
      await withSearchThreshold(tx);
      return searchSuggestions(tx, term);
    });
    return { ok: true, products };
  });

  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/api/product',
    { schema: { tags, querystring: contract(ProductPageQuery) } },
    async (request) => {
      const { page = 1, limit = 100 } = request.query;
      return { ok: true, ...(await productPage(db, page, limit)) };
    },
  );

  app.get<{ Params: { id: number } }>('/api/product/:id', { schema: { tags, params: contract(IdParams) } }, async (request) => {
    const product = await productById(db, request.params.id);
    if (!product) throw new HttpError(404, 'Producto no encontrado');
    return { ok: true, product };
  });

  app.put<{ Body: { categoryIds: number[] } }>(
    '/api/product/category',
    { schema: { tags, body: contract(ProductsByCategoryBody) } },
    async (request) => ({ ok: true, data: { products: await productsByCategory(db, request.body.categoryIds) } }),
  );

  app.put<{ Params: { pageNumber: number }; Body: ProductFilter }>(
    '/api/product/filter/:pageNumber',
    { schema: { tags, params: contract(PageParams), body: contract(ProductFilterBody) } },
    async (request) => {
      const data = await db.transaction(async (tx) => {
        await withSearchThreshold(tx);
        return filteredProducts(tx, request.body, request.params.pageNumber, PRODUCTS_PER_PAGE);
      });
      return { ok: true, data };
    },
  );

  app.get('/api/category/all', { schema: { tags } }, async () => ({ ok: true, categories: await activeCategories(db) }));

  app.get<{ Querystring: { categoryIds?: number[] } }>(
    '/api/brand',
    { schema: { tags, querystring: contract(BrandQuery) } },
    async (request) => ({ ok: true, brands: await activeBrands(db, request.query.categoryIds) }),
  );

  for (const kind of ['mobile', 'desktop'] as const) {
    app.get(`/api/banner/${kind}`, { schema: { tags } }, async () => ({ ok: true, banners: await bannersOf(db, kind) }));
  }
};
