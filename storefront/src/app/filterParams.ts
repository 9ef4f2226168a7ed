import { PRICE_RANGE } from '@tienda/domain';

/** The explore and search filters (spec §3 Filters), as they live in the URL so a page can be shared. */
export type Filters = {
  categoryIds: number[];
  brandIds: number[];
  minPrice: number;
  maxPrice: number;
  sort: 'asc' | 'desc' | null;
  page: number;
};

export const NO_FILTERS: Filters = { categoryIds: [], brandIds: [], minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max, sort: null, page: 1 };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const clampPrice = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isFinite(n) ? Math.min(Math.max(n, PRICE_RANGE.min), PRICE_RANGE.max) : fallback;
};

export function readFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    categoryIds: ids(params.get('category')),
    brandIds: ids(params.get('brand')),
    minPrice: clampPrice(params.get('min'), PRICE_RANGE.min),
    maxPrice: clampPrice(params.get('max'), PRICE_RANGE.max),
    sort: sort === 'asc' || sort === 'desc' ? sort : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL parameters of `filters`, defaults left out; `keep` carries others (the search term). */
export function filterSearchParams(filters: Filters, keep: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(keep);
  if (filters.categoryIds.length) params.set('category', filters.categoryIds.join(','));
  if (filters.brandIds.length) params.set('brand', filters.brandIds.join(','));
  if (filters.minPrice !== PRICE_RANGE.min) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_RANGE.max) params.set('max', String(filters.maxPrice));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change of filter starts again at page 1 (spec §4 Explore). */
export function changeFilters(current: Filters, change: Partial<Omit<Filters, 'page'>>): Filters {
  return { ...current, ...change, page: 1 };
}

export const hasActiveFilters = (filters: Filters) =>
  filters.categoryIds.length > 0 || filters.brandIds.length > 0 || filters.minPrice !== PRICE_RANGE.min || filters.maxPrice !== PRICE_RANGE.max || filters.sort !== null;
