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

export const noticeIcon = style({ flexShrink: 0, color: vars.color.info });
