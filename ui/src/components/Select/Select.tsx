import { useId } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { FieldError, fieldLabel } from '../Field';
import { content, field, icon, item, itemIndicator, scrollButton, trigger, viewport } from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  /** The visible label; it also names the control. */
  label: string;
  options: SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Controlled value; '' shows the placeholder again. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** What is wrong, in words, under the control. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding form. */
  name?: string;
};

/** A labelled dropdown with Radix's full keyboard support (arrows, typeahead, Enter, Escape). */
export function Select({ label, options, placeholder, value, defaultValue, onValueChange, error, disabled, required, name }: SelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <div className={field}>
      <label id={labelId} htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          id={id}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={trigger({ invalid: Boolean(error) })}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={icon}>
            <ChevronDown size={20} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" sideOffset={4} className={content}>
            <RadixSelect.ScrollUpButton className={scrollButton}>
              <ChevronUp size={18} aria-hidden="true" />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={itemIndicator}>
                    <Check size={18} aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={scrollButton}>
              <ChevronDown size={18} aria-hidden="true" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
