import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The figure: big, heavy, each digit as wide as the others. */
export const value = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
