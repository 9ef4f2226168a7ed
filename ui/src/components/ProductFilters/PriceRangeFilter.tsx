import { useState } from 'react';
import { PriceRangeSlider, type PriceRange } from '../PriceRangeSlider';

export type PriceRangeFilterProps = {
  minPrice: number;
  maxPrice: number;
  /** When a move ends (thumb released, key pressed): one new filter, not one per pixel. */
  onCommit: (range: PriceRange) => void;
};

/**
 * The range slider as a filter: the thumbs move freely while the filter stays put, and the
 * filter changes when the move ends. The moving value is kept only while it still belongs to
 * the range it started from, so clearing the filters from outside always shows.
 */
export function PriceRangeFilter({ minPrice, maxPrice, onCommit }: PriceRangeFilterProps) {
  const from = `${minPrice}-${maxPrice}`;
  const [moving, setMoving] = useState<{ from: string; range: PriceRange }>();
  const value: PriceRange = moving?.from === from ? moving.range : [minPrice, maxPrice];
  return (
    <PriceRangeSlider
      value={value}
      onValueChange={(range) => setMoving({ from, range })}
      onValueCommit={(range) => {
        setMoving(undefined);
        onCommit(range);
      }}
    />
  );
}
