/** A list's filter without the ones left empty, as the address and the server want it. */
export function withoutEmptyFilters<Filter extends object>(filter: Filter): Filter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as Filter;
}
