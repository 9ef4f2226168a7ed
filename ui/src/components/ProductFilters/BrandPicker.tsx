import { useState } from 'react';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { OptionChecklist } from './OptionChecklist';
import { nameMatches } from './filterRules';
import type { FilterOption } from './types';
import { notFound } from './ProductFilters.css';

export type BrandPickerProps = {
  brands: readonly FilterOption[];
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: readonly number[]) => void;
  /** Scroll a long list under the search box (the desktop dropdown). */
  scrolls?: boolean;
};

/** The brand checkboxes under a search box that narrows them; 'Marca no encontrada' when none match. */
export function BrandPicker({ brands, selectedIds, onSelectedIdsChange, scrolls }: BrandPickerProps) {
  const [query, setQuery] = useState('');
  const shown = brands.filter((brand) => nameMatches(brand.name, query));
  return (
    <Stack space="small">
      <TextField type="search" label="Buscar marca" labelHidden placeholder="Buscar marca..." value={query} onValueChange={setQuery} />
      <div>
        {shown.length > 0 && (
          <OptionChecklist
            legend="Marcas"
            legendHidden
            options={shown}
            selectedIds={selectedIds}
            onSelectedIdsChange={onSelectedIdsChange}
            scrolls={scrolls}
          />
        )}
        {/* Always in the page, taking no room while empty, so the message is announced when it comes. */}
        <p role="status" className={notFound}>
          {shown.length === 0 ? 'Marca no encontrada' : ''}
        </p>
      </div>
    </Stack>
  );
}
