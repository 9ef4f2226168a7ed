import { useState } from 'react';
import { Close } from '@radix-ui/react-dialog';
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Heading } from '../Heading';
import { PriceRangeSlider } from '../PriceRangeSlider';
import { Stack } from '../Stack';
import { visuallyHidden } from '../../theme/utils.css';
import { BrandPicker } from './BrandPicker';
import { OptionChecklist } from './OptionChecklist';
import { PriceSortButtons } from './PriceSortButtons';
import { CATEGORY_GROUPS, OTHER_CATEGORIES_TITLE } from './categoryGroups';
import { activeFilterCount, sameFilters } from './filterRules';
import type { FilterOption, ProductFilters } from './types';

export type MobileFilterModalProps = {
  /** The filters in force; the modal edits a copy of them. */
  filters: ProductFilters;
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  /** 'Aplicar filtros': the edited copy, whole. */
  onChange: (next: ProductFilters) => void;
  /** 'Eliminar filtros'. */
  onClear: () => void;
};

/** The categories under the spec's three group titles, in its order; unknown ones last. */
function groupCategories(categories: readonly FilterOption[]) {
  const grouped = CATEGORY_GROUPS.map(({ title, categoryIds }) => ({
    title,
    options: categories.filter((category) => categoryIds.includes(category.id)),
  }));
  const known = new Set(CATEGORY_GROUPS.flatMap((group) => group.categoryIds));
  const others = { title: OTHER_CATEGORIES_TITLE, options: categories.filter((category) => !known.has(category.id)) };
  return [...grouped, others].filter((group) => group.options.length > 0);
}

/** The names alone: counts that would describe other filters than the ones on screen. */
const withoutCounts = (options: readonly FilterOption[]) => options.map(({ id, name }) => ({ id, name }));

/**
 * The filters on phones (spec §2 Explore, under 1024 px): a 'Filtros' button that shows how
 * many are on, opening a dialog with the grouped categories, the price sort and range and the
 * brands. Choices there are a draft until 'Aplicar filtros'; closing any other way drops them.
 *
 * The counts describe the filters in force. While the draft is those filters, each value shows
 * its count and a value with none is disabled, as in the desktop bar; once the draft differs, the
 * numbers would be wrong (and a disabled value might have products under the draft), so the
 * values show their names alone, all enabled, until the new filters are applied.
 */
export function MobileFilterModal({ filters, categories, brands, onChange, onClear }: MobileFilterModalProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilterCount(filters);
  const edit = (change: Partial<ProductFilters>) => setDraft((current) => ({ ...current, ...change }));
  const countsHold = sameFilters(draft, filters);
  const shownCategories = countsHold ? categories : withoutCounts(categories);
  const shownBrands = countsHold ? brands : withoutCounts(brands);

  return (
    <Dialog
      title="Filtros"
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from the filters in force.
        if (next) setDraft(filters);
        setOpen(next);
      }}
      trigger={
        <Button variant="secondary" icon={<SlidersHorizontal size={18} aria-hidden="true" />}>
          Filtros
          {count > 0 && (
            <Badge>
              {count}
              <span className={visuallyHidden}> {count === 1 ? 'activo' : 'activos'}</span>
            </Badge>
          )}
        </Button>
      }
      footer={
        <>
          <Close asChild>
            <Button variant="secondary" onClick={onClear}>
              Eliminar filtros
            </Button>
          </Close>
          <Close asChild>
            <Button onClick={() => onChange(draft)}>Aplicar filtros</Button>
          </Close>
        </>
      }
    >
      {/* Each section keeps a little room on its sides: the slider thumbs' focus rings reach past it. */}
      <Stack space="large">
        <Stack space="small" paddingX="xxsmall">
          <Heading level="3" size="4">
            Categorías
          </Heading>
          {groupCategories(shownCategories).map((group) => (
            <OptionChecklist
              key={group.title}
              legend={group.title}
              options={group.options}
              selectedIds={draft.categoryIds}
              onSelectedIdsChange={(categoryIds) => edit({ categoryIds })}
            />
          ))}
        </Stack>
        <Stack space="small" paddingX="xxsmall">
          <Heading level="3" size="4">
            Precio
          </Heading>
          <PriceSortButtons value={draft.sort} onChange={(sort) => edit({ sort })} />
          <PriceRangeSlider value={[draft.minPrice, draft.maxPrice]} onValueChange={([minPrice, maxPrice]) => edit({ minPrice, maxPrice })} />
        </Stack>
        <Stack space="small" paddingX="xxsmall">
          <Heading level="3" size="4">
            Marcas
          </Heading>
          <BrandPicker brands={shownBrands} selectedIds={draft.brandIds} onSelectedIdsChange={(brandIds) => edit({ brandIds })} />
        </Stack>
      </Stack>
    </Dialog>
  );
}
