import { useId, type ReactNode } from 'react';
import { Field } from '../Field';
import { Stack } from '../Stack';
import * as styles from './ChoiceGroup.css';

export type ChoiceOption<Value extends string> = {
  value: Value;
  label: string;
  /** A line under the label saying what the option means. */
  description?: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
};

export type ChoiceGroupProps<Value extends string> = {
  /** The question the options answer; names the group. */
  legend: string;
  legendHidden?: boolean;
  options: readonly ChoiceOption<Value>[];
  /** The chosen option; null while nothing is chosen. */
  value: Value | null;
  onValueChange: (value: Value) => void;
  /** Shown under the checked option, outside its label (it may hold buttons and links). */
  renderDetail?: (value: Value) => ReactNode;
  /** What is wrong, in words, under the options. */
  error?: string | null;
  /** Submitted with a surrounding form; one is made up otherwise. */
  name?: string;
};

/**
 * One choice among a few, as cards: native radio buttons in a fieldset, so the arrows move
 * and choose, Tab enters and leaves the group, and screen readers say 'n de m'.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onValueChange,
  renderDetail,
  error,
  name,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  const groupName = name ?? `${id}-choice`;
  return (
    <Field kind="choices" label={legend} labelHidden={legendHidden} error={error}>
      {(control) => (
        <Stack space="small">
          {options.map((option, index) => {
            const checked = option.value === value;
            // The name is the label alone; the description is read after it.
            const labelId = `${id}-${index}-label`;
            const descriptionId = option.description ? `${id}-${index}-description` : undefined;
            const detail = checked ? renderDetail?.(option.value) : null;
            return (
              <div key={option.value} className={styles.option({ checked })}>
                <label className={styles.card({ disabled: Boolean(option.disabled) })}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={groupName}
                    value={option.value}
                    checked={checked}
                    disabled={option.disabled}
                    aria-labelledby={labelId}
                    aria-describedby={descriptionId}
                    aria-invalid={control['aria-invalid']}
                    onChange={() => onValueChange(option.value)}
                  />
                  {option.icon && (
                    <span className={styles.icon} aria-hidden="true">
                      {option.icon}
                    </span>
                  )}
                  <Stack as="span" space="xxsmall" className={styles.text}>
                    <span id={labelId} className={styles.label}>
                      {option.label}
                    </span>
                    {option.description && (
                      <span id={descriptionId} className={styles.description}>
                        {option.description}
                      </span>
                    )}
                  </Stack>
                </label>
                {detail && <div className={styles.detail}>{detail}</div>}
              </div>
            );
          })}
        </Stack>
      )}
    </Field>
  );
}
