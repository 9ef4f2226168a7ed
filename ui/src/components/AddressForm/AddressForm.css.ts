import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
