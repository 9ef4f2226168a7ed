import type { ProductFilter } from '@tienda/domain';

/** 'desc' is 'Los más caros', 'asc' 'Los más baratos' (the filter call's sort). */
export type PriceSort = NonNullable<ProductFilter['sort']>;

/** The explore filters a shopper sets (spec §3 Filters); no sort means the catalogue's order. */
export type ProductFilters = {
  categoryIds: readonly number[];
  brandIds: readonly number[];
  minPrice: number;
  maxPrice: number;
  sort?: PriceSort;
};

/** An active category or brand, as the shell loads them (spec §2: only status 'activa'). */
export type FilterOption = { id: number; name: string };
