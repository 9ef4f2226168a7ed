import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { ButtonVariant } from '../../theme/tones';
import { focusRing } from '../../theme/utils.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // 44 × 44 touch target even when the icon is small (WCAG 2.5.8 and DESIGN.md).
      minWidth: vars.size.touchTarget,
      minHeight: vars.size.touchTarget,
      padding: 0,
      border: '2px solid transparent',
      borderRadius: vars.radius.full,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted } },
    },
  ],
  variants: {
    // The same names as Button's, drawn for an icon: `secondary` on a tint, `ghost` in the text's colour.
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:disabled': { background: vars.color.surfaceSunken },
        },
      },
      secondary: {
        background: vars.color.brandTint,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSubtle } },
      },
      critical: {
        background: vars.color.criticalTint,
        color: vars.color.critical,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.critical } },
      },
    } satisfies Record<ButtonVariant, StyleRule>,
  },
  defaultVariants: { variant: 'ghost' },
});
