import {
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  CouponValidationResponse,
  HighlightedProductsResponse,
  ProductListingResponse,
  ProductResponse,
  ProductsByCategoryResponse,
  SearchResponse,
  type ProductFilter,
} from '@tienda/domain';
import { ApiError, http } from './http';
import { pageReads } from './transport';

// The server offers only what is 'activa'; filtering again here keeps the spec's rule even
// against an older server.
const active = <T extends { status: string }>(items: T[]) => items.filter((item) => item.status === 'activa');

/**
 * The catalogue calls of spec §7 (Shop), each answer checked against its domain struct; while the
 * server renders a page, the ones a page loads with are answered by the server itself (PageReads).
 */
export const catalogApi = {
  categories: async () => active(await (pageReads()?.categories() ?? http.get('/api/category/all', CategoriesResponse).then((answer) => answer.categories))),
  brands: async (categoryIds: number[] = []) =>
    active(
      await (pageReads()?.brands(categoryIds) ??
        http.get('/api/brand', BrandsResponse, categoryIds.length ? { params: { categoryIds: categoryIds.join(',') } } : {}).then((answer) => answer.brands)),
    ),
  banners: async (kind: 'mobile' | 'desktop') => pageReads()?.banners(kind) ?? (await http.get(`/api/banner/${kind}`, BannersResponse)).banners,
  highlighted: async () => pageReads()?.highlighted() ?? (await http.get('/api/product/highlighted', HighlightedProductsResponse)).highlightedProducts,
  product: async (id: number) => {
    const reads = pageReads();
    if (!reads) return (await http.get(`/api/product/${id}`, ProductResponse)).product;
    const product = await reads.product(id);
    // The call's own refusal, as the page reads it from the HTTP answer.
    if (!product) throw new ApiError('Producto no encontrado', 404);
    return product;
  },
  byCategories: async (categoryIds: number[]) =>
    pageReads()?.byCategories(categoryIds) ?? (await http.put('/api/product/category', ProductsByCategoryResponse, { categoryIds })).data.products,
  filtered: async (filter: ProductFilter, page: number) => (await http.put(`/api/product/filter/${page}`, ProductListingResponse, filter)).data,
  suggestions: async (q: string) => (await http.get('/api/product/search', SearchResponse, { params: { q } })).products,
};

export const couponApi = {
  validate: (code: string, purchaseAmount: number) => http.post('/api/coupons/validate', CouponValidationResponse, { code, purchaseAmount }),
};
