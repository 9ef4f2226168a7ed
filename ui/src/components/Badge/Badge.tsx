import type { HTMLAttributes } from 'react';
import { badge } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: 'brand' | 'neutral' | 'success' | 'warning' | 'critical' | 'info';
};

/** A short status or count. The words carry the meaning; the colour only repeats it. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...props} />;
}
