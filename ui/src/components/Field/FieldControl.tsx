import type { AriaAttributes, ButtonHTMLAttributes, InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { control } from './Field.css';

// The box of a text-like control. It looks refused exactly when it says so to screen readers
// (aria-invalid, which Field hands to its control), so look and meaning cannot drift apart.
const refused = (ariaInvalid: AriaAttributes['aria-invalid']) => ariaInvalid === true || ariaInvalid === 'true';
const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  /** Leaves room on the right for an icon drawn over the box. */
  iconAtEnd?: boolean;
};

/** A one-line text input in the field's box. */
export function FieldInput({ iconAtEnd, className, ...props }: FieldInputProps) {
  return <input {...props} className={join(control({ invalid: refused(props['aria-invalid']), iconAtEnd }), className)} />;
}

export type FieldTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A text area in the field's box, taller and resizable. */
export function FieldTextArea({ className, ...props }: FieldTextAreaProps) {
  return <textarea {...props} className={join(control({ invalid: refused(props['aria-invalid']), multiline: true }), className)} />;
}

export type FieldButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** A button drawn as the field's box: the trigger of a list to choose from (Select). */
export function FieldButton({ className, ...props }: FieldButtonProps) {
  return <button {...props} className={join(control({ invalid: refused(props['aria-invalid']) }), className)} />;
}
