import { describe, expect, it } from 'vitest';
import { StaffOrdersQuery } from '@tienda/domain';
import { filterFromSearch, searchOfFilter } from './searchFilter';

describe("a list's filters in the address", () => {
  it('reads them with the call’s contract, numbers as numbers', () => {
    expect(filterFromSearch(new URLSearchParams('status=paid&q=ana%40ejemplo.com&page=3'), StaffOrdersQuery)).toEqual({ status: 'paid', q: 'ana@ejemplo.com', page: 3 });
  });

  it('drops what the server would refuse, and keeps the rest', () => {
    expect(filterFromSearch(new URLSearchParams('status=perdida&from=2026-02-31&page=2'), StaffOrdersQuery)).toEqual({ page: 2 });
  });

  it('writes only the filters that have a value', () => {
    expect(searchOfFilter({ status: 'paid', q: '', page: undefined }).toString()).toBe('status=paid');
  });
});
