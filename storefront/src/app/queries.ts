import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PRICE_RANGE, type Company, type ProductFilter } from '@tienda/domain';
import { accountApi } from '../api/account';
import { catalogApi } from '../api/catalog';
import { ApiError } from '../api/http';
import { ordersApi } from '../api/orders';
import type { Filters } from './filterParams';

// The catalogue changes rarely while someone shops: a minute of freshness saves most calls.
const CATALOGUE_STALE_MS = 60_000;

// One factory per call (key and fetcher), shared by the pages' loaders on the server and their hooks.

/**
 * The server's public settings (GET /api/config): the seller's identity and Google's client id.
 * They change only with a restart: asked once per page load, by the shop's layout on the server.
 */
export const configQuery = () => queryOptions({ queryKey: ['config'], queryFn: accountApi.config, staleTime: Infinity });

/** Who sells, as the server's settings say (the layout's loader fetched it with the page). */
export const useSeller = (): Company => useSuspenseQuery(configQuery()).data.company;

export const categoriesQuery = () => queryOptions({ queryKey: ['categories'], queryFn: catalogApi.categories, staleTime: CATALOGUE_STALE_MS });

/** Brands of the chosen categories, or all (spec §4 Explore). */
export const brandsQuery = (categoryIds: number[]) =>
  queryOptions({ queryKey: ['brands', [...categoryIds].sort()], queryFn: () => catalogApi.brands(categoryIds), staleTime: CATALOGUE_STALE_MS });

export const bannersQuery = (kind: 'mobile' | 'desktop') =>
  queryOptions({ queryKey: ['banners', kind], queryFn: () => catalogApi.banners(kind), staleTime: CATALOGUE_STALE_MS });

export const highlightedQuery = () => queryOptions({ queryKey: ['highlighted'], queryFn: catalogApi.highlighted, staleTime: CATALOGUE_STALE_MS });

export const productQuery = (id: number) => queryOptions({ queryKey: ['product', id], queryFn: () => catalogApi.product(id), staleTime: CATALOGUE_STALE_MS });

export const relatedQuery = (categoryId: number) =>
  queryOptions({ queryKey: ['related', categoryId], queryFn: () => catalogApi.byCategories([categoryId]), staleTime: CATALOGUE_STALE_MS });

/** One retry for a passing blip; a refusal (not yours, link expired) is the answer and is not asked again. */
const retryBlipOnce = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The member's orders live under one key, so that a log-out drops them all. */
export const MEMBER_ORDERS = ['member-orders'] as const;

export const memberOrdersQuery = (page: number) =>
  queryOptions({ queryKey: [...MEMBER_ORDERS, 'page', page], queryFn: () => ordersApi.memberOrders(page), retry: retryBlipOnce });

export const memberOrderQuery = (id: number) =>
  queryOptions({ queryKey: [...MEMBER_ORDERS, 'order', id], queryFn: () => ordersApi.memberOrder(id), retry: retryBlipOnce });

/** A guest's order through the signed link of its e-mail. */
export const trackedOrderQuery = (id: number, token: string) =>
  queryOptions({ queryKey: ['tracked-order', id, token], queryFn: () => ordersApi.trackedOrder(id, token), retry: retryBlipOnce });

export const useCategories = () => useQuery(categoriesQuery());

export const useBrands = (categoryIds: number[]) => useQuery({ ...brandsQuery(categoryIds), placeholderData: keepPreviousData });

export const useBanners = (kind: 'mobile' | 'desktop') => useQuery(bannersQuery(kind));

export const useHighlighted = () => useQuery(highlightedQuery());

export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });

export const useRelated = (categoryId: number | undefined) => useQuery({ ...relatedQuery(categoryId ?? 0), enabled: categoryId !== undefined });

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

export const filteredProductsQuery = (filters: Filters, search?: string) =>
  queryOptions({
    queryKey: ['products', productFilter(filters, search), filters.page],
    queryFn: () => catalogApi.filtered(productFilter(filters, search), filters.page),
  });

export const useFilteredProducts = (filters: Filters, search?: string) =>
  useQuery({ ...filteredProductsQuery(filters, search), placeholderData: keepPreviousData });

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
