import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

/** Label over value on phones; side by side from the desktop line. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '8rem minmax(0, 1fr)', gap: vars.space.small } },
});

export const term = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

/** The CBU itself is the button: a tap copies it. */
export const copy = style([
  focusRing,
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    maxWidth: '100%',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    border: 0,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    boxShadow: vars.shadow.edgeStrong,
    color: vars.color.text,
    fontFamily: vars.font.family,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.brandTint } },
  },
]);

export const cbu = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const copyHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});
