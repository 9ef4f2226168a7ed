import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const pricePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: 340,
});
