import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  fontFamily: vars.font.family,
});

export const label = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

/**
 * Minus, value and plus side by side, apart enough that a focus ring or a button
 * turning disabled never repaints its neighbour (which keeps snapshots pixel-stable).
 */
export const controls = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/**
 * A button at its limit greys out, so the limit shows at a glance. The doubled
 * pseudo-class outranks IconButton's own disabled colours.
 */
export const stepButton = style({
  selectors: {
    '&:disabled:disabled': { background: vars.color.surfaceSubtle, color: vars.color.border },
  },
});

export const value = style([
  focusRing,
  {
    minWidth: 48,
    padding: `0 ${vars.space.xxsmall}`,
    borderRadius: vars.radius.small,
    textAlign: 'center',
    fontSize: vars.fontSize.large,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.size.touchTarget,
    color: vars.color.text,
    selectors: { '&[aria-disabled="true"]': { color: vars.color.textMuted } },
  },
]);

export const stock = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
