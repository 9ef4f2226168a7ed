import { useState } from 'react';
import { Box } from '../Box';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Stack';
import { bareList, visuallyHidden } from '../../theme/utils.css';
import { formatCount, productCount, toggleId } from './filterRules';
import type { FilterOption } from './types';
import { fieldset, legend as legendStyle, optionList, unavailable } from './ProductFilters.css';

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

/**
 * A named group of checkboxes choosing ids: categories or brands. With its count a value reads
 * 'Samsung (23)' on screen and 'Samsung, 23 productos' to a screen reader ('(23)' alone is read
 * 'Samsung 23', a model name in a phone shop). A value no product has is shown disabled, '(0)',
 * unless it is chosen: then it stays enabled, so it can be unticked. Without a count, the name alone.
 *
 * The box that has the focus stays enabled: unticking a value no product has would otherwise
 * disable it under the shopper's hand, and the focus would drop out of the list.
 */
export function OptionChecklist({ legend, legendHidden, options, selectedIds, onSelectedIdsChange, scrolls }: OptionChecklistProps) {
  const [focusedId, setFocusedId] = useState<number>();
  return (
    <Box as="fieldset" display="flex" flexDirection="column" margin="none" padding="none" className={fieldset}>
      <legend className={legendHidden ? visuallyHidden : legendStyle}>{legend}</legend>
      <Stack as="ul" space="none" className={[bareList, optionList({ scrolls })].join(' ')}>
        {options.map(({ id, name, count }) => {
          const checked = selectedIds.includes(id);
          const empty = count === 0 && !checked && focusedId !== id;
          return (
            <li key={id}>
              <Checkbox
                label={count === undefined ? name : `${name} (${formatCount(count)})`}
                aria-label={count === undefined ? undefined : `${name}, ${productCount(count)}`}
                checked={checked}
                disabled={empty}
                className={empty ? unavailable : undefined}
                onFocus={() => setFocusedId(id)}
                onBlur={() => setFocusedId((current) => (current === id ? undefined : current))}
                onCheckedChange={() => onSelectedIdsChange(toggleId(selectedIds, id))}
              />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
