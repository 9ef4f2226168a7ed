import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** The three figures of the company, side by side. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  '@media': { [media.desktop]: { gap: vars.space.small } },
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxlarge } },
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});
