import { array, boolean, coerce, enums, integer, max, min, number, object, optional, string, type, type Infer } from 'superstruct';
import { Id, IdNumber, PageNumber, ShortText } from './common';

const Ids = array(IdNumber);
// A price as prices are stored (numeric(14, 2)): never negative, never Infinity (JSON's 1e400).
const Price = max(min(number(), 0), 999_999_999_999);

/** PUT /api/product/category */
export const ProductsByCategoryBody = type({ categoryIds: Ids });

/** PUT /api/product/filter/{pageNumber} — 'desc' is 'Los más caros', 'asc' 'Los más baratos'. */
export const ProductFilterBody = type({
  categoryIds: optional(Ids),
  brandIds: optional(Ids),
  minPrice: optional(Price),
  maxPrice: optional(Price),
  search: optional(ShortText(100)),
  sort: optional(enums(['asc', 'desc'])),
  pageNumber: optional(integer()),
});
export type ProductFilter = Infer<typeof ProductFilterBody>;

export const IdParams = object({ id: Id });
export const PageParams = object({ pageNumber: PageNumber });

/** GET /api/product?page=&limit= (limit up to the spec's category page size of 100). */
export const ProductPageQuery = type({
  page: optional(PageNumber),
  limit: optional(coerce(max(min(integer(), 1), 100), string(), Number)),
});

/** GET /api/brand?categoryIds=a,b (comma-joined, as the spec's storefront sends them). */
export const BrandQuery = type({
  categoryIds: optional(
    coerce(Ids, string(), (value) => (value.trim() === '' ? [] : value.split(',').map((id) => (/^\d+$/.test(id.trim()) ? Number(id) : id)))),
  ),
});

/** GET /api/product/search?q= */
export const SearchQuery = type({ q: ShortText(100) });

export const PRODUCTS_PER_PAGE = 12;

/** A product as the listings send it (spec §3 Product). */
export const ListedProduct = type({
  id: IdNumber,
  name: string(),
  description: string(),
  price: number(),
  final_price: string(),
  internal_cost: number(),
  stock: integer(),
  highlighted: boolean(),
  images: type({ default: array(string()) }),
  category: type({ id: IdNumber, name: string() }),
  brand: type({ id: IdNumber, name: string() }),
});
export type ListedProduct = Infer<typeof ListedProduct>;

/** How many products a category or brand has for the current term and the other filters. */
export const FacetCount = object({ id: IdNumber, count: min(integer(), 1) });
export type FacetCount = Infer<typeof FacetCount>;

/**
 * The counts beside a listing, as shops show them ('Samsung (23)'). Each facet ignores its own
 * selection, so a second brand can be picked. A value with no product is left out (count 0).
 */
export const ListingFacets = object({ categories: array(FacetCount), brands: array(FacetCount) });
export type ListingFacets = Infer<typeof ListingFacets>;

/** Past this many products a listing says 'más de 1.000' and pages only through the first ones. */
export const LISTING_TOTAL_CAP = 1000;

/**
 * PUT /api/product/filter/{pageNumber}: data. `total` is exact up to LISTING_TOTAL_CAP; past it
 * `totalCapped` is true, `total` is the cap and `totalPages` covers the cap's pages, so 'Página X / Y'
 * reaches every page it announces.
 */
export const ProductListing = object({
  products: array(ListedProduct),
  totalPages: integer(),
  total: integer(),
  totalCapped: boolean(),
  facets: ListingFacets,
});
export type ProductListing = Infer<typeof ProductListing>;
/** The whole answer of PUT /api/product/filter/{pageNumber}, as /docs shows it. */
export const ProductListingResponse = object({ ok: boolean(), data: ProductListing });
