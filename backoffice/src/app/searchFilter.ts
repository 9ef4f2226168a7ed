import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { validate, type Struct } from 'superstruct';

/**
 * A list's filters and page, read from the address's query string with the call's own contract
 * (what the server would refuse is dropped, so an old or edited link still opens a list).
 */
export function filterFromSearch<T extends object>(search: URLSearchParams, struct: Struct<T, any>): T {
  const raw: Record<string, string> = Object.fromEntries(search);
  const [error, value] = validate(raw, struct, { coerce: true });
  if (!error) return value;
  const wrong = new Set(error.failures().map((failure) => String(failure.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !wrong.has(key)));
  const [again, retried] = validate(kept, struct, { coerce: true });
  return again ? ({} as T) : retried;
}

/** The query string of a filter: its fields with a value, in a stable order. */
export function searchOfFilter(filter: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search;
}

/**
 * The filter in the address, and how to change it: a new filter starts again from page 1; a page
 * change keeps the filter. Each change is a step in the history, so 'Atrás' returns to it.
 */
export function useSearchFilter<T extends { page?: number }>(struct: Struct<T, any>) {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search, struct), [search, struct]);
  const setFilter = useCallback(
    (next: Omit<T, 'page'>) => setSearch(searchOfFilter({ ...next, page: undefined })),
    [setSearch],
  );
  const setPage = useCallback((page: number) => setSearch(searchOfFilter({ ...filter, page: page > 1 ? page : undefined })), [setSearch, filter]);
  return { filter, page: filter.page ?? 1, setFilter, setPage };
}
