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
export type FilterOption = {
  id: number;
  name: string;
  /**
   * How many products have this value for the current term and the other filters (the server's
   * facet count). Shown after the name, 'Samsung (23)'; 0 disables the value unless it is chosen.
   * Undefined while the counts load (or when they would describe other filters): the name alone.
   */
  count?: number;
};
