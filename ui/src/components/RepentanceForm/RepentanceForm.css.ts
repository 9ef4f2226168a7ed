import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const form = style({ fontFamily: vars.font.family });

export const required = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});
