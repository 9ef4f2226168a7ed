import { CircleAlert } from 'lucide-react';
import { fieldError, fieldErrorIcon } from './Field.css';

/**
 * The error under a form control, in words and with an icon (never colour alone).
 * The control points at `id` with aria-describedby.
 */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={fieldError}>
      <CircleAlert size={16} aria-hidden="true" className={fieldErrorIcon} />
      {children}
    </p>
  );
}
