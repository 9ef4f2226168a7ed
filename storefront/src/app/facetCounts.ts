import type { FacetCount, ProductListing } from '@tienda/domain';
import type { FilterOption, ResultCount } from '@tienda/ui';

/**
 * The filter values with how many products each has for the term and the other filters; a value
 * the server left out has none. Without counts (the answer is still coming), the names alone.
 */
export function withCounts(options: readonly FilterOption[], counts: readonly FacetCount[] | undefined): FilterOption[] {
  if (!counts) return [...options];
  const byId = new Map(counts.map(({ id, count }) => [id, count]));
  return options.map((option) => ({ ...option, count: byId.get(option.id) ?? 0 }));
}

/** 'N productos' above the results, from a listing's answer. */
export const resultCountOf = (listing: Pick<ProductListing, 'total' | 'totalCapped'> | undefined): ResultCount | undefined =>
  listing ? { total: listing.total, capped: listing.totalCapped } : undefined;
