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
import { http } from './http';

// The server offers only what is 'activa'; filtering again here keeps the spec's rule even
// against an older server.
const active = <T extends { status: string }>(items: T[]) => items.filter((item) => item.status === 'activa');

/** The catalogue calls of spec §7 (Shop), each answer checked against its domain struct. */
export const catalogApi = {
  categories: async () => active((await http.get('/api/category/all', CategoriesResponse)).categories),
  brands: async (categoryIds: number[] = []) =>
    active((await http.get('/api/brand', BrandsResponse, categoryIds.length ? { params: { categoryIds: categoryIds.join(',') } } : {})).brands),
  banners: async (kind: 'mobile' | 'desktop') => (await http.get(`/api/banner/${kind}`, BannersResponse)).banners,
  highlighted: async () => (await http.get('/api/product/highlighted', HighlightedProductsResponse)).highlightedProducts,
  product: async (id: number) => (await http.get(`/api/product/${id}`, ProductResponse)).product,
  byCategories: async (categoryIds: number[]) => (await http.put('/api/product/category', ProductsByCategoryResponse, { categoryIds })).data.products,
  filtered: async (filter: ProductFilter, page: number) => (await http.put(`/api/product/filter/${page}`, ProductListingResponse, filter)).data,
  suggestions: async (q: string) => (await http.get('/api/product/search', SearchResponse, { params: { q } })).products,
};

export const couponApi = {
  validate: (code: string, purchaseAmount: number) => http.post('/api/coupons/validate', CouponValidationResponse, { code, purchaseAmount }),
};
