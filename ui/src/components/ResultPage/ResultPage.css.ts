import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One centred column: short lines read better than the page's full width. */
export const page = style({ maxWidth: 640, margin: '0 auto' });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});
