import { CircleAlert } from 'lucide-react';
import { failure, failureIcon } from './Field.css';

/** The server's refusal of a whole form, announced as it appears (role alert). */
export function FormFailure({ children }: { children: string }) {
  return (
    <p role="alert" className={failure}>
      <CircleAlert size={20} aria-hidden="true" className={failureIcon} />
      {children}
    </p>
  );
}
