import { PRICE_RANGE } from '@tienda/domain';
import type { ProductFilters } from './types';

/** Nothing chosen: every category and brand, the whole price range, no sort. */
export const NO_FILTERS: ProductFilters = {
  categoryIds: [],
  brandIds: [],
  minPrice: PRICE_RANGE.min,
  maxPrice: PRICE_RANGE.max,
};

export const isPriceRangeNarrowed = ({ minPrice, maxPrice }: ProductFilters) =>
  minPrice > PRICE_RANGE.min || maxPrice < PRICE_RANGE.max;

/** Each category, each brand, a narrowed range and a sort count one (the 'Filtros' badge). */
export function activeFilterCount(filters: ProductFilters): number {
  return (
    filters.categoryIds.length + filters.brandIds.length + Number(isPriceRangeNarrowed(filters)) + Number(Boolean(filters.sort))
  );
}

export const hasActiveFilters = (filters: ProductFilters) => activeFilterCount(filters) > 0;

export const toggleId = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];

// 'philips' finds 'Philips' and 'nacion' finds 'Nación': case and accents do not matter.
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export const nameMatches = (name: string, query: string) => folded(name).includes(folded(query.trim()));

/** The same filters, whatever the order the ids were ticked in. */
export function sameFilters(a: ProductFilters, b: ProductFilters): boolean {
  const sameIds = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((id) => y.includes(id));
  return (
    sameIds(a.categoryIds, b.categoryIds) &&
    sameIds(a.brandIds, b.brandIds) &&
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice &&
    a.sort === b.sort
  );
}

// es-AR figures, grouped from the thousands on: '1.000', '12.345'.
const countFormat = new Intl.NumberFormat('es-AR', { useGrouping: 'always', maximumFractionDigits: 0 });

/** A count as shoppers read it: '23', '1.000'. */
export const formatCount = (count: number) => countFormat.format(count);

/** '1 producto', '23 productos', '1.000 productos'. */
export const productCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'producto' : 'productos'}`;
