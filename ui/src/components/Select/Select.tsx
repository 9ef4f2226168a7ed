import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Field, FieldButton } from '../Field';
import { content, icon, item, itemIndicator, scrollButton, trigger, viewport } from './Select.css';

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
  return (
    <Field label={label} error={error}>
      {(control, labelId) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger asChild>
            <FieldButton {...control} aria-labelledby={labelId} className={trigger}>
              <RadixSelect.Value placeholder={placeholder} />
              <RadixSelect.Icon className={icon}>
                <ChevronDown size={20} aria-hidden="true" />
              </RadixSelect.Icon>
            </FieldButton>
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
      )}
    </Field>
  );
}
