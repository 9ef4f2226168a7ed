import type { Coupon, Product, ProductFilter, ProductListing } from '@tienda/domain';
import { http } from './http';

/** The catalogue calls of spec §7 (Shop), in the shapes the server sends. */
export type CatalogProduct = Product & { brand: { id: number; name: string } };
export type Category = { id: number; name: string; status: string };
export type Brand = { id: number; name: string; status: string };
export type Banner = { id: number; url: string; alt: string };
/** A page of the filtered listing, with its total and how many products each filter value has. */
export type ProductPage = Omit<ProductListing, 'products'> & { products: CatalogProduct[] };

// The server offers only what is 'activa'; filtering again here keeps the spec's rule even
// against an older server.
const active = <T extends { status: string }>(items: T[]) => items.filter((item) => item.status === 'activa');

export const catalogApi = {
  categories: async () => active((await http.get<{ categories: Category[] }>('/api/category/all')).categories),
  brands: async (categoryIds: number[] = []) =>
    active(
      (await http.get<{ brands: Brand[] }>('/api/brand', categoryIds.length ? { params: { categoryIds: categoryIds.join(',') } } : {}))
        .brands,
    ),
  banners: async (kind: 'mobile' | 'desktop') => (await http.get<{ banners: Banner[] }>(`/api/banner/${kind}`)).banners,
  highlighted: async () => (await http.get<{ highlightedProducts: CatalogProduct[] }>('/api/product/highlighted')).highlightedProducts,
  product: async (id: number) => (await http.get<{ product: CatalogProduct }>(`/api/product/${id}`)).product,
  byCategories: async (categoryIds: number[]) =>
    (await http.put<{ data: { products: CatalogProduct[] } }>('/api/product/category', { categoryIds })).data.products,
  filtered: async (filter: ProductFilter, page: number) =>
    (await http.put<{ data: ProductPage }>(`/api/product/filter/${page}`, filter)).data,
  suggestions: async (q: string) => (await http.get<{ products: { id: number; name: string }[] }>('/api/product/search', { params: { q } })).products,
};

export type CouponValidation = { coupon: Coupon; discountAmount: number };

export const couponApi = {
  validate: (code: string, purchaseAmount: number) => http.post<CouponValidation>('/api/coupons/validate', { code, purchaseAmount }),
};

/** Where the server serves a product's, banner's or avatar's picture. */
export const imageUrl = (kind: 'product' | 'banner' | 'avatar', name: string | undefined) =>
  name ? `/${kind}/${encodeURIComponent(name)}` : undefined;
