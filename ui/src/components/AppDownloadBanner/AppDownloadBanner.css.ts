import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandTint,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'auto 1fr auto', gap: vars.space.large, padding: vars.space.xlarge },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const stores = style({
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});
