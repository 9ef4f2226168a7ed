import { CircleAlert } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

export type LoadFailureProps = {
  /** What could not be loaded, e.g. 'No pudimos cargar tu compra'. */
  title: string;
  /** Why, in the words the app was given. */
  message?: string;
  /** 'Reintentar' loads it again; without it there is no button. */
  onRetry?: () => void;
  headingLevel?: '1' | '2' | '3';
};

/** A page's data that did not arrive: said as an alert, with 'Reintentar'. */
export function LoadFailure({ title, message, onRetry, headingLevel }: LoadFailureProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      tone="critical"
      role="alert"
      icon={<CircleAlert />}
      title={title}
      description={message}
      actions={onRetry && <Button onClick={onRetry}>Reintentar</Button>}
    />
  );
}
