import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // The thumbs' focus rings reach past the slider's box.
  paddingInline: vars.space.xxsmall,
});
