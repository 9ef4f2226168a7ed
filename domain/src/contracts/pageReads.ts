import type { Infer } from 'superstruct';
import type {
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  HighlightedProductsResponse,
  ProductResponse,
  ProductsByCategoryResponse,
} from './catalog';
import type { PublicConfig } from './config';

/**
 * The catalogue calls a page makes while the server renders it, answered by that server in process:
 * each gives the body of its call's contract, as the HTTP call would, without the request routed
 * through Fastify, the JSON written out and read back, and the check of an answer the server itself
 * wrote. In the browser the same calls go over HTTP.
 */
export type PageReads = {
  categories: () => Promise<Infer<typeof CategoriesResponse>['categories']>;
  brands: (categoryIds: number[]) => Promise<Infer<typeof BrandsResponse>['brands']>;
  banners: (kind: 'mobile' | 'desktop') => Promise<Infer<typeof BannersResponse>['banners']>;
  highlighted: () => Promise<Infer<typeof HighlightedProductsResponse>['highlightedProducts']>;
  /** The product on offer, or undefined where the call answers 404. */
  product: (id: number) => Promise<Infer<typeof ProductResponse>['product'] | undefined>;
  byCategories: (categoryIds: number[]) => Promise<Infer<typeof ProductsByCategoryResponse>['data']['products']>;
  config: () => Promise<PublicConfig>;
};
