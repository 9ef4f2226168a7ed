import { Checkbox } from '../Checkbox';
import { visuallyHidden } from '../../theme/utils.css';
import { toggleId } from './filterRules';
import type { FilterOption } from './types';
import { fieldset, legend as legendStyle, optionList } from './ProductFilters.css';

export type OptionChecklistProps = {
  /** Names the group of checkboxes ('Categorías', 'Audio y sonido'). */
  legend: string;
  /** When a heading or button nearby already shows the name. */
  legendHidden?: boolean;
  options: readonly FilterOption[];
  /** Every chosen id, including those not among `options` right now (hidden by a search). */
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: readonly number[]) => void;
  /** Scroll a long list within a fixed height (the desktop dropdown). */
  scrolls?: boolean;
};

/** A named group of checkboxes choosing ids: categories or brands. */
export function OptionChecklist({ legend, legendHidden, options, selectedIds, onSelectedIdsChange, scrolls }: OptionChecklistProps) {
  return (
    <fieldset className={fieldset}>
      <legend className={legendHidden ? visuallyHidden : legendStyle}>{legend}</legend>
      <ul className={optionList({ scrolls })}>
        {options.map((option) => (
          <li key={option.id}>
            <Checkbox
              label={option.name}
              checked={selectedIds.includes(option.id)}
              onCheckedChange={() => onSelectedIdsChange(toggleId(selectedIds, option.id))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
