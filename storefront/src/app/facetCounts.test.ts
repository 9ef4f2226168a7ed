import { describe, expect, it } from 'vitest';
import { resultCountOf, withCounts } from './facetCounts';

const brands = [
  { id: 1, name: 'Samsung' },
  { id: 2, name: 'Apple' },
];

describe('los números de los filtros', () => {
  it('da a cada valor su cantidad, y cero al que el servidor no nombra', () => {
    expect(withCounts(brands, [{ id: 1, count: 23 }])).toEqual([
      { id: 1, name: 'Samsung', count: 23 },
      { id: 2, name: 'Apple', count: 0 },
    ]);
  });

  it('muestra solo los nombres mientras la respuesta no llega', () => {
    expect(withCounts(brands, undefined)).toEqual(brands);
  });

  it('cuenta los productos hallados, con el tope', () => {
    expect(resultCountOf({ total: 1000, totalCapped: true })).toEqual({ total: 1000, capped: true });
    expect(resultCountOf(undefined)).toBeUndefined();
  });
});
