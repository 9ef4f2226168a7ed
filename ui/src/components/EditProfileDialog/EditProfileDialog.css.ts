import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The saved addresses, laid out by Stack: a list without bullets. */
export const addressList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const addressItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.brand,
});

export const addressText = style({ flex: 1, minWidth: 0, color: vars.color.text });
