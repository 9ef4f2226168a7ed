import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The last address of each list, so that an item's 'Volver' returns to the same filters and page.
const lastSearch = new Map<string, string>();

/** Remembers this list's filters (its query string) while it is open. */
export function useRememberList(path: string) {
  const { search } = useLocation();
  useEffect(() => {
    lastSearch.set(path, search);
  }, [path, search]);
}

/** The list's address as it was last seen. */
export const listHref = (path: string) => `${path}${lastSearch.get(path) ?? ''}`;
