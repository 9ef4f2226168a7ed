import { describe, expect, it } from 'vitest';
import { StaffInvoicesQuery, StaffOrdersQuery } from '@tienda/domain';
import { filterFromSearch, searchOfFilter } from './searchFilter';

describe("a list's filters in the address", () => {
  it('reads them with the call’s contract, numbers as numbers', () => {
    expect(filterFromSearch(new URLSearchParams('status=paid&q=ana%40ejemplo.com&page=3'), StaffOrdersQuery)).toEqual({ status: 'paid', q: 'ana@ejemplo.com', page: 3 });
  });

  it('drops what the server would refuse, and keeps the rest', () => {
    expect(filterFromSearch(new URLSearchParams('status=perdida&from=2026-02-31&page=2'), StaffOrdersQuery)).toEqual({ page: 2 });
  });

  it("reads the invoices' state and period, and drops a state that is not one", () => {
    expect(filterFromSearch(new URLSearchParams('state=failed&from=2026-03-01&to=2026-03-31&page=2'), StaffInvoicesQuery)).toEqual({
      state: 'failed',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
    expect(filterFromSearch(new URLSearchParams('state=rechazada&from=2026-03-01'), StaffInvoicesQuery)).toEqual({ from: '2026-03-01' });
  });

  it('writes only the filters that have a value', () => {
    expect(searchOfFilter({ status: 'paid', q: '', page: undefined }).toString()).toBe('status=paid');
  });
});
