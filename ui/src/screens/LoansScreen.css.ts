import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The engine's status word, a little larger than a count badge. */
export const status = style({ gap: vars.space.xxsmall, height: 28, padding: `0 ${vars.space.small}`, fontSize: vars.fontSize.small });

export const figureValue = recipe({
  base: { margin: 0, fontWeight: vars.font.weightMedium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    // The shortfall: what the shopper must know first.
    emphasis: { true: { fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold, color: vars.color.warning } },
  },
});

export const installments = style({ margin: 0, fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.tight });

export const installmentValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

// BCRA: the total financial cost in a larger, bolder type than the rate; both AA-contrast.
export const cftea = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const tea = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightRegular,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const legal = style({ margin: 0, fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const noticeIcon = style({ flexShrink: 0, color: vars.color.info });
