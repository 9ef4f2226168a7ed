import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const list = style({
  listStyle: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const separator = style({ flexShrink: 0, color: vars.color.textMuted });

export const current = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** A whole touch target on phones; on desktop the line keeps its text height. */
export const crumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  '@media': { [media.desktop]: { minHeight: 24 } },
});
