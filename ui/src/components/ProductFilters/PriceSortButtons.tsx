import { useId } from 'react';
import { Check } from 'lucide-react';
import { Button } from '../Button';
import { FieldLabel } from '../Field';
import type { PriceSort } from './types';
import { Box } from '../Box';
import { Stack } from '../Stack';

const choices: readonly { sort: PriceSort; label: string }[] = [
  { sort: 'desc', label: 'Los más caros' },
  { sort: 'asc', label: 'Los más baratos' },
];

export type PriceSortButtonsProps = {
  value?: PriceSort;
  /** The new sort, or undefined when the pressed one is pressed again (back to no sort). */
  onChange: (sort: PriceSort | undefined) => void;
};

/** Two toggle buttons (aria-pressed) of which at most one is pressed (spec §4 Explore). */
export function PriceSortButtons({ value, onChange }: PriceSortButtonsProps) {
  const labelId = useId();
  return (
    <Stack role="group" aria-labelledby={labelId} space="small">
      <FieldLabel as="span" id={labelId}>
        Ordenar por precio
      </FieldLabel>
      <Box display="flex" flexWrap="wrap" gap="xsmall">
        {choices.map(({ sort, label }) => {
          const pressed = value === sort;
          return (
            <Button
              key={sort}
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              icon={pressed ? <Check size={18} aria-hidden="true" /> : undefined}
              onClick={() => onChange(pressed ? undefined : sort)}
            >
              {label}
            </Button>
          );
        })}
      </Box>
    </Stack>
  );
}
