import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** One label + figure pair; the total is set apart by a rule and a larger, bolder line. */
export const row = recipe({
  base: {
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    total: {
      true: {
        paddingTop: vars.space.small,
        borderTop: `1px solid ${vars.color.border}`,
        fontSize: vars.fontSize.large,
        fontWeight: vars.font.weightBold,
      },
    },
  },
});

export const term = style({ overflowWrap: 'anywhere' });

export const figure = recipe({
  base: {
    margin: 0,
    fontWeight: vars.font.weightMedium,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {},
      // A discount and free shipping are good news; the words say it, the colour repeats it.
      success: { color: vars.color.success, fontWeight: vars.font.weightBold },
      muted: { color: vars.color.textMuted },
    },
    total: { true: { fontWeight: vars.font.weightBold } },
  },
  defaultVariants: { tone: 'neutral' },
});
