import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldError, fieldLabel } from '../Field';
import { visuallyHidden } from '../../theme/utils.css';
import { field, hint as hintStyle, input } from './TextField.css';

type CommonProps = {
  /** The visible label (or, with `labelHidden`, the name screen readers hear). */
  label: string;
  labelHidden?: boolean;
  /** A short help line under the control. */
  hint?: string;
  /** The message of the rule that failed; the control is then marked invalid. */
  error?: string | null;
  onValueChange?: (value: string) => void;
};

export type TextFieldProps = CommonProps &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>)
  );

/** A labelled text input (or textarea) with its hint and its error, linked for screen readers. */
export function TextField({ label, labelHidden = false, hint, error, onValueChange, multiline, className, id, ...props }: TextFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: controlId,
    className: [input({ invalid: Boolean(error), multiline: Boolean(multiline) }), className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={field}>
      <label htmlFor={controlId} className={labelHidden ? visuallyHidden : fieldLabel}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          onChange={(event) => {
            (props as TextareaHTMLAttributes<HTMLTextAreaElement>).onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      ) : (
        <input
          {...(props as InputHTMLAttributes<HTMLInputElement>)}
          {...shared}
          onChange={(event) => {
            (props as InputHTMLAttributes<HTMLInputElement>).onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      )}
      {hint && (
        <p id={hintId} className={hintStyle}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
