import { describe, expect, it } from 'vitest';
import { NO_FILTERS, formatCount, productCount, sameFilters } from './filterRules';
import { resultCountText } from '../../screens/CatalogPage';

describe('counts as shoppers read them', () => {
  it('groups thousands as in Argentina, from four figures on', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1.000');
    expect(formatCount(1_234_567)).toBe('1.234.567');
  });

  it('says producto for one and productos otherwise', () => {
    expect(productCount(0)).toBe('0 productos');
    expect(productCount(1)).toBe('1 producto');
    expect(productCount(23)).toBe('23 productos');
    expect(productCount(1_000)).toBe('1.000 productos');
  });

  it('says the listing total, and past the cap that it stopped counting', () => {
    expect(resultCountText({ total: 1, capped: false })).toBe('1 producto');
    expect(resultCountText({ total: 23, capped: false })).toBe('23 productos');
    expect(resultCountText({ total: 1_000, capped: true })).toBe('Más de 1.000 productos');
  });
});

describe('sameFilters', () => {
  it('ignores the order the boxes were ticked in', () => {
    expect(sameFilters({ ...NO_FILTERS, categoryIds: [1, 3] }, { ...NO_FILTERS, categoryIds: [3, 1] })).toBe(true);
  });

  it('tells any change apart', () => {
    expect(sameFilters(NO_FILTERS, { ...NO_FILTERS, brandIds: [2] })).toBe(false);
    expect(sameFilters({ ...NO_FILTERS, categoryIds: [1] }, { ...NO_FILTERS, categoryIds: [2] })).toBe(false);
    expect(sameFilters(NO_FILTERS, { ...NO_FILTERS, minPrice: NO_FILTERS.minPrice + 1 })).toBe(false);
    expect(sameFilters(NO_FILTERS, { ...NO_FILTERS, sort: 'asc' })).toBe(false);
  });
});
