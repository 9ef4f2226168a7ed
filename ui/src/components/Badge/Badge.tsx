import type { HTMLAttributes } from 'react';
import type { Tone } from '../../theme/tones';
import { badge } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: Tone;
};

/** A short status or count. The words carry the meaning; the colour only repeats it. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...props} />;
}
