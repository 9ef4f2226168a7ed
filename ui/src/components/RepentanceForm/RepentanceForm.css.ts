import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family,
});

/** E-mail and phone share a row on a desktop. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const required = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});


export const actions = style({
  display: 'flex',
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});
