import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PRICE_RANGE, type ProductFilter } from '@tienda/domain';
import { catalogApi } from '../api/catalog';
import type { Filters } from './filterParams';

// The catalogue changes rarely while someone shops: a minute of freshness saves most calls.
const CATALOGUE_STALE_MS = 60_000;

export const useCategories = () => useQuery({ queryKey: ['categories'], queryFn: catalogApi.categories, staleTime: CATALOGUE_STALE_MS });

/** Brands of the chosen categories, or all (spec §4 Explore). */
export const useBrands = (categoryIds: number[]) =>
  useQuery({
    queryKey: ['brands', [...categoryIds].sort()],
    queryFn: () => catalogApi.brands(categoryIds),
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useBanners = (kind: 'mobile' | 'desktop') =>
  useQuery({ queryKey: ['banners', kind], queryFn: () => catalogApi.banners(kind), staleTime: CATALOGUE_STALE_MS });

export const useHighlighted = () => useQuery({ queryKey: ['highlighted'], queryFn: catalogApi.highlighted, staleTime: CATALOGUE_STALE_MS });

export const useProduct = (id: number | null) =>
  useQuery({ queryKey: ['product', id], queryFn: () => catalogApi.product(id!), enabled: id !== null, staleTime: CATALOGUE_STALE_MS });

export const useRelated = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['related', categoryId],
    queryFn: () => catalogApi.byCategories([categoryId!]),
    enabled: categoryId !== undefined,
    staleTime: CATALOGUE_STALE_MS,
  });

/** The body of the filtered listing call, defaults left out. */
export function productFilter(filters: Filters, search?: string): ProductFilter {
  return {
    categoryIds: filters.categoryIds,
    brandIds: filters.brandIds,
    ...(filters.minPrice !== PRICE_RANGE.min ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== PRICE_RANGE.max ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(search ? { search } : {}),
  };
}

export const useFilteredProducts = (filters: Filters, search?: string) =>
  useQuery({
    queryKey: ['products', productFilter(filters, search), filters.page],
    queryFn: () => catalogApi.filtered(productFilter(filters, search), filters.page),
    placeholderData: keepPreviousData,
  });

/** Search results page by page, for the mobile 'Ver más' that appends. */
export const useSearchPages = (filters: Filters, search: string) =>
  useInfiniteQuery({
    queryKey: ['search-pages', productFilter(filters, search)],
    queryFn: ({ pageParam }) => catalogApi.filtered(productFilter(filters, search), pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    enabled: search.trim() !== '',
  });

export const useSuggestions = (term: string) =>
  useQuery({
    queryKey: ['suggestions', term],
    queryFn: () => catalogApi.suggestions(term),
    enabled: term.trim() !== '',
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
