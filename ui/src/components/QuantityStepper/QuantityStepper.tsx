import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_UNITS_PER_PRODUCT, QUANTITY_MIN, clampQuantity, unitsAllowed } from '@tienda/domain';
import { IconButton } from '../IconButton';
import { controls, label as labelClass, root, stepButton, stock, value as valueClass } from './QuantityStepper.css';

export type QuantityStepperProps = {
  /** Units chosen, QUANTITY_MIN..max. */
  value: number;
  /** The stock: the most that can be chosen, up to the units one order may take of a product. */
  max: number;
  /** Called with the next quantity, already within QUANTITY_MIN..max. */
  onChange: (next: number) => void;
  disabled?: boolean;
  /** The visible name of the field, e.g. 'Cantidad'. */
  label: string;
};

/**
 * Minus, value and plus, modelled on a native number field: the value is an ARIA
 * spinbutton, the one tab stop, driven by Up and Down (Home and End jump to the
 * limits), and screen readers announce each new value. The buttons are for pointer
 * and touch; a click on them moves focus to the value so that its change is announced
 * too, and a button that becomes disabled at a limit never swallows the focus.
 */
export function QuantityStepper({ value, max, onChange, disabled = false, label }: QuantityStepperProps) {
  const labelId = useId();
  const stockId = useId();
  const spinbutton = useRef<HTMLSpanElement>(null);
  // A line keeps one unit even if the stock ran out, so the range never ends below the minimum;
  // and one order takes a household's units, however many are in stock (the server refuses more).
  const upper = Math.max(unitsAllowed(max), QUANTITY_MIN);
  const capped = max > MAX_UNITS_PER_PRODUCT;

  const change = (next: number) => {
    const clamped = clampQuantity(next, upper);
    if (!disabled && clamped !== value) onChange(clamped);
  };

  const stepFromButton = (delta: number) => {
    change(value + delta);
    spinbutton.current?.focus();
  };

  // The buttons never take the focus themselves: it goes straight to the value.
  const keepFocusOffButton = (event: MouseEvent) => event.preventDefault();

  const keys: Record<string, () => number> = {
    ArrowUp: () => value + 1,
    ArrowDown: () => value - 1,
    Home: () => QUANTITY_MIN,
    End: () => upper,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    change(next());
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={stockId} className={root}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <div className={controls}>
        <IconButton
          className={stepButton}
          variant="secondary"
          label="Restar uno"
          icon={<Minus size={20} />}
          tabIndex={-1}
          disabled={disabled || value <= QUANTITY_MIN}
          onMouseDown={keepFocusOffButton}
          onClick={() => stepFromButton(-1)}
        />
        <span
          ref={spinbutton}
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-valuenow={value}
          aria-valuemin={QUANTITY_MIN}
          aria-valuemax={upper}
          aria-disabled={disabled || undefined}
          className={valueClass}
          onKeyDown={onKeyDown}
        >
          {value}
        </span>
        <IconButton
          className={stepButton}
          variant="secondary"
          label="Sumar uno"
          icon={<Plus size={20} />}
          tabIndex={-1}
          disabled={disabled || value >= upper}
          onMouseDown={keepFocusOffButton}
          onClick={() => stepFromButton(1)}
        />
      </div>
      <span id={stockId} className={stock}>
        Stock: {max}
        {capped && ` · Hasta ${MAX_UNITS_PER_PRODUCT} por compra`}
      </span>
    </div>
  );
}
