import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// One recipe per line of the block: `size` scales each line, the hierarchy stays the same.

export const priceBlock = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    fontFamily: vars.font.family,
    lineHeight: vars.lineHeight.tight,
    // Figures of the same width, so prices line up in grids and lists.
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      card: { gap: vars.space.xxsmall },
      detail: { gap: vars.space.xsmall },
    },
  },
  defaultVariants: { size: 'card' },
});

/** The headline: the product's price. */
export const listPrice = recipe({
  base: { margin: 0, fontWeight: vars.font.weightBold, color: vars.color.text },
  variants: {
    size: {
      card: { fontSize: vars.fontSize.large },
      detail: { fontSize: vars.fontSize.xxlarge },
    },
  },
  defaultVariants: { size: 'card' },
});

/** 'al contado': clearly secondary. */
export const cashPrice = recipe({
  base: { margin: 0, fontWeight: vars.font.weightMedium, color: vars.color.textMuted },
  variants: {
    size: {
      card: { fontSize: vars.fontSize.small },
      detail: { fontSize: vars.fontSize.standard },
    },
  },
  defaultVariants: { size: 'card' },
});

/** Legal small print: small, but in a colour that keeps AA contrast. */
export const legalNote = recipe({
  base: { margin: 0, fontWeight: vars.font.weightRegular, color: vars.color.textMuted },
  variants: {
    size: {
      card: { fontSize: vars.fontSize.xsmall },
      detail: { fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { size: 'card' },
});
