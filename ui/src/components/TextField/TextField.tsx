import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, FieldInput, FieldTextArea } from '../Field';

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
export function TextField({ label, labelHidden = false, hint, error, onValueChange, multiline, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} labelHidden={labelHidden} hint={hint} error={error} id={id}>
      {(control) =>
        multiline ? (
          <FieldTextArea
            {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            {...control}
            onChange={(event) => {
              (props as TextareaHTMLAttributes<HTMLTextAreaElement>).onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
        ) : (
          <FieldInput
            {...(props as InputHTMLAttributes<HTMLInputElement>)}
            {...control}
            onChange={(event) => {
              (props as InputHTMLAttributes<HTMLInputElement>).onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
        )
      }
    </Field>
  );
}
