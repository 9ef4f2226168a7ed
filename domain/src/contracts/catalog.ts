import { array, coerce, enums, integer, max, min, number, object, optional, string, type, type Infer } from 'superstruct';
import { Id, IdNumber, PageNumber, ShortText } from './common';

const Ids = array(IdNumber);

/** PUT /api/product/category */
export const ProductsByCategoryBody = type({ categoryIds: Ids });

/** PUT /api/product/filter/{pageNumber} — 'desc' is 'Los más caros', 'asc' 'Los más baratos'. */
export const ProductFilterBody = type({
  categoryIds: optional(Ids),
  brandIds: optional(Ids),
  minPrice: optional(min(number(), 0)),
  maxPrice: optional(min(number(), 0)),
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
