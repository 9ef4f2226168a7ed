import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.medium}`,
  textAlign: 'center',
});

/** An outcome's round icon (empty states, result pages); the words say it, the colour only repeats it. */
export const toneIcon = recipe({
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
    },
  },
  defaultVariants: { tone: 'neutral' },
});

// Short lines read better than the page's full width.
export const text = style({ maxWidth: 520 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
