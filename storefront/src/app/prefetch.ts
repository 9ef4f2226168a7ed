import { data } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** What a page's loader hands the browser: the API answers it was rendered with. */
export type Prefetched = { dehydratedState: DehydratedState };

/**
 * Fills a QueryClient of this request alone with the page's calls, for the server render and,
 * dehydrated, for the browser's cache. A call that fails is left to the page (its error state and
 * 'Reintentar'); `notFound` turns the answer into a 404 while still rendering the page. Only answers
 * travel dehydrated: what the page must know of a refusal to render it, `refusals` hands over.
 */
export async function prefetch<Refusals extends object = object>(
  work: (queryClient: QueryClient) => Promise<unknown>,
  notFound: (queryClient: QueryClient) => boolean = () => false,
  refusals: (queryClient: QueryClient) => Refusals = () => ({}) as Refusals,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await work(queryClient);
  const prefetched: Prefetched & Refusals = { ...refusals(queryClient), dehydratedState: dehydrate(queryClient) };
  return data(prefetched, { status: notFound(queryClient) ? 404 : 200 });
}

/**
 * In the browser, a page changes without asking the server to render it: the page's own queries
 * fetch what the cache lacks. (A route with a clientLoader skips its server loader then.)
 */
export const browserNavigation = () => null;
