export { FilterBar, type FilterBarProps } from './FilterBar';
export { MobileFilterModal, type MobileFilterModalProps } from './MobileFilterModal';
export { NO_FILTERS, activeFilterCount, hasActiveFilters } from './filterRules';
export { CATEGORY_GROUPS } from './categoryGroups';
export type { FilterOption, PriceSort, ProductFilters } from './types';
