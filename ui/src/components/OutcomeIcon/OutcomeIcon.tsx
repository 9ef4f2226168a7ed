import type { ReactNode } from 'react';
import { outcomeIcon, type OutcomeTone } from './OutcomeIcon.css';

export type OutcomeIconProps = {
  /** A lucide icon. */
  icon: ReactNode;
  tone?: OutcomeTone;
};

/**
 * An outcome's round icon (empty states, result pages). Hidden from screen readers: the
 * heading beside it says what happened, and the colour only repeats it.
 */
export function OutcomeIcon({ icon, tone }: OutcomeIconProps) {
  return (
    <span className={outcomeIcon({ tone })} aria-hidden="true">
      {icon}
    </span>
  );
}
