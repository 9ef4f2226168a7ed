import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** One card per brand: a column on a phone, two side by side on a desktop. */
export const brands = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({ border: `1px solid ${vars.color.border}` });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  columnGap: vars.space.xsmall,
  alignItems: 'start',
});

// Centres the 20 px icon on the first line of 16 px text.
export const icon = style({ marginTop: 2, color: vars.color.textMuted });

export const term = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const definition = style({ gridColumn: 2, margin: 0 });

/** The number is the action: big enough to tap at once. */
export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
});
