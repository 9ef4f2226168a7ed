import { X } from 'lucide-react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { BrandPicker } from './BrandPicker';
import { FilterDropdown } from './FilterDropdown';
import { OptionChecklist } from './OptionChecklist';
import { PriceRangeFilter } from './PriceRangeFilter';
import { PriceSortButtons } from './PriceSortButtons';
import { hasActiveFilters, isPriceRangeNarrowed } from './filterRules';
import type { FilterOption, ProductFilters } from './types';
import { pricePanel } from './FilterBar.css';

export type FilterBarProps = {
  /** The filters in force (controlled: the bar only proposes changes). */
  filters: ProductFilters;
  /** Active categories and brands; the brands may already be narrowed to the chosen categories. */
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  /** Every change, whole: a checkbox, a sort button, a finished slider move. */
  onChange: (next: ProductFilters) => void;
  /** 'Eliminar filtros'. */
  onClear: () => void;
};

/** The desktop filters of spec §2 Explore: Categorías, Precio and Marcas dropdowns, and 'Eliminar filtros'. */
export function FilterBar({ filters, categories, brands, onChange, onClear }: FilterBarProps) {
  const priceCount = Number(isPriceRangeNarrowed(filters)) + Number(Boolean(filters.sort));
  return (
    <Box role="group" aria-label="Filtros" display="flex" flexWrap="wrap" alignItems="center" gap="small">
      <FilterDropdown label="Categorías" activeCount={filters.categoryIds.length}>
        <OptionChecklist
          legend="Categorías"
          legendHidden
          options={categories}
          selectedIds={filters.categoryIds}
          onSelectedIdsChange={(categoryIds) => onChange({ ...filters, categoryIds })}
        />
      </FilterDropdown>
      <FilterDropdown label="Precio" activeCount={priceCount}>
        <Stack space="large" className={pricePanel}>
          <PriceSortButtons value={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />
          <PriceRangeFilter
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            onCommit={([minPrice, maxPrice]) => onChange({ ...filters, minPrice, maxPrice })}
          />
        </Stack>
      </FilterDropdown>
      <FilterDropdown label="Marcas" activeCount={filters.brandIds.length}>
        <BrandPicker brands={brands} selectedIds={filters.brandIds} onSelectedIdsChange={(brandIds) => onChange({ ...filters, brandIds })} scrolls />
      </FilterDropdown>
      {hasActiveFilters(filters) && (
        <Button variant="ghost" icon={<X size={18} aria-hidden="true" />} onClick={onClear}>
          Eliminar filtros
        </Button>
      )}
    </Box>
  );
}
