import type { KeyboardEvent } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { formatARS, PRICE_RANGE } from '@tienda/domain';
import { Box } from '../Box';
import { Field } from '../Field';
import { Text } from '../Text';
import { range, slider, thumb, track } from './PriceRangeSlider.css';

export type PriceRange = [min: number, max: number];

export type PriceRangeSliderProps = {
  /** The chosen range, within PRICE_RANGE (spec §5: 5.000 to 2.000.000). */
  value: PriceRange;
  /** Every move, for the live labels. */
  onValueChange: (value: PriceRange) => void;
  /** When a move ends (thumb released or key pressed): the moment to filter. */
  onValueCommit?: (value: PriceRange) => void;
  label?: string;
  disabled?: boolean;
};

const { min: LOWEST, max: HIGHEST, step, minGap } = PRICE_RANGE;
const thumbNames = ['Precio mínimo', 'Precio máximo'] as const;

const toRange = ([min = LOWEST, max = HIGHEST]: number[]): PriceRange => [min, max];

/** Two thumbs on one track, by pointer or keyboard, never closer than PRICE_RANGE.minGap. */
export function PriceRangeSlider({ value, onValueChange, onValueCommit, label = 'Rango de precio', disabled }: PriceRangeSliderProps) {
  const [min, max] = value;

  // Home and End send the focused thumb to its own limit (WAI-ARIA multi-thumb slider);
  // Radix would move the first or the last thumb whichever one has focus.
  const limits: [PriceRange, PriceRange] = [
    [LOWEST, max - minGap],
    [min + minGap, HIGHEST],
  ];
  const jumpToLimit = (index: 0 | 1) => (event: KeyboardEvent) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const target = limits[index][event.key === 'Home' ? 0 : 1];
    const next: PriceRange = index === 0 ? [target, max] : [min, target];
    if (next[index] === value[index]) return;
    onValueChange(next);
    onValueCommit?.(next);
  };

  return (
    <Field kind="group" label={label}>
      {() => (
        <>
          <Slider.Root
            className={slider}
            min={LOWEST}
            max={HIGHEST}
            step={step}
            minStepsBetweenThumbs={minGap / step}
            preserveThumbOrder
            value={value}
            onValueChange={(values) => onValueChange(toRange(values))}
            onValueCommit={(values) => onValueCommit?.(toRange(values))}
            disabled={disabled}
          >
            <Slider.Track className={track}>
              <Slider.Range className={range} />
            </Slider.Track>
            {([0, 1] as const).map((index) => (
              <Slider.Thumb
                key={index}
                className={thumb}
                aria-label={thumbNames[index]}
                aria-valuetext={formatARS(value[index])}
                onKeyDown={jumpToLimit(index)}
              />
            ))}
          </Slider.Root>
          <Box display="flex" justifyContent="space-between" gap="medium">
            <div>
              <Text size="small" tone="muted">{thumbNames[0]}</Text>
              <Text tabular weight="bold">{formatARS(min)}</Text>
            </div>
            <Box textAlign="right">
              <Text size="small" tone="muted">{thumbNames[1]}</Text>
              <Text tabular weight="bold">{formatARS(max)}</Text>
            </Box>
          </Box>
        </>
      )}
    </Field>
  );
}
