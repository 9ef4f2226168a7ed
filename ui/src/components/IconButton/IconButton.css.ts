import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
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
    variant: {
      solid: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:disabled': { background: vars.color.surfaceSunken },
        },
      },
      soft: {
        background: vars.color.brandTint,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
      plain: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSubtle } },
      },
      critical: {
        background: vars.color.criticalTint,
        color: vars.color.critical,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.critical } },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});
