import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tones';

export type OutcomeTone = Extract<Tone, 'neutral' | 'success' | 'warning' | 'critical'>;

export const outcomeIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 72,
    height: 72,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.brandTint, color: vars.color.brand },
      success: { background: vars.color.successTint, color: vars.color.success },
      warning: { background: vars.color.warningTint, color: vars.color.warningStrong },
      critical: { background: vars.color.criticalTint, color: vars.color.critical },
    } satisfies Record<OutcomeTone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});
