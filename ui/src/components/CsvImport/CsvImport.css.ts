import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The refused lines: numbered by the file, so the list keeps no numbers of its own. */
export const lineErrors = style({
  margin: 0,
  paddingLeft: vars.space.large,
  maxHeight: 320,
  overflowY: 'auto',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const lineNumber = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });
