import { describe, expect, it } from 'vitest';
import { changeFilters, filterSearchParams, hasActiveFilters, NO_FILTERS, readFilters } from './filterParams';

describe('filters in the URL', () => {
  it('reads what it writes', () => {
    const filters = { categoryIds: [1, 3], brandIds: [7], minPrice: 50000, maxPrice: 900000, sort: 'desc' as const, page: 3 };
    const params = filterSearchParams(filters, { q: 'samsung' });
    expect(params.toString()).toBe('q=samsung&category=1%2C3&brand=7&min=50000&max=900000&sort=desc&page=3');
    expect(readFilters(params)).toEqual(filters);
  });

  it('leaves defaults out, and reads an empty URL as no filters', () => {
    expect(filterSearchParams(NO_FILTERS).toString()).toBe('');
    expect(readFilters(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('ignores what a person could type by hand', () => {
    expect(readFilters(new URLSearchParams('category=1,x,-2,3.5&min=1&max=99999999&sort=up&page=0'))).toEqual({
      ...NO_FILTERS,
      categoryIds: [1],
      minPrice: 5000,
      maxPrice: 2000000,
    });
  });

  it('goes back to page 1 on any change', () => {
    const onPage4 = { ...NO_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { brandIds: [2] })).toEqual({ ...NO_FILTERS, brandIds: [2], page: 1 });
    expect(hasActiveFilters(changeFilters(onPage4, { sort: 'asc' }))).toBe(true);
  });
});
