import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { ButtonVariant } from '../../theme/tones';
import { focusRing } from '../../theme/utils.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      border: '2px solid transparent',
      borderRadius: vars.radius.medium,
      fontFamily: vars.font.family,
      fontWeight: vars.font.weightBold,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:disabled:not([aria-busy="true"])': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandTint },
          '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandTint },
          '&:disabled': { color: vars.color.textMuted },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.criticalHover },
          '&:disabled:not([aria-busy="true"])': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
        },
      },
    } satisfies Record<ButtonVariant, StyleRule>,
    size: {
      small: { minHeight: 36, padding: `0 ${vars.space.small}`, fontSize: vars.fontSize.small },
      standard: { minHeight: vars.size.touchTarget, padding: `0 ${vars.space.medium}`, fontSize: vars.fontSize.standard },
      large: { minHeight: 52, padding: `0 ${vars.space.large}`, fontSize: vars.fontSize.large },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
