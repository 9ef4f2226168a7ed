import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tones';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family, lineHeight: vars.lineHeight.standard },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brand },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
      info: { color: vars.color.info },
      // Besides the shop's tones: secondary text, and text on a dark or brand surface.
      muted: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
    } satisfies Record<Tone | 'muted' | 'inverse', StyleRule>,
    weight: {
      regular: { fontWeight: vars.font.weightRegular },
      medium: { fontWeight: vars.font.weightMedium },
      bold: { fontWeight: vars.font.weightBold },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    /** Prices line up when figures have the same width. */
    tabular: { true: { fontVariantNumeric: 'tabular-nums' } },
    /** Long unbroken strings (codes, hashes) wrap anywhere rather than widen the page. */
    breakAnywhere: { true: { overflowWrap: 'anywhere' } },
    /** Clamp to a number of lines (product names: two). */
    maxLines: {
      1: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      2: {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
