import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const quote = style({ fontFamily: vars.font.family, color: vars.color.text });

export const idle = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard, color: vars.color.textMuted });

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const carrier = style({ color: vars.color.textMuted });

export const failed = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});

/** The dialog's figures: label and value on one line. */
export const fact = style({ fontFamily: vars.font.family, fontSize: vars.fontSize.standard });

export const term = style({ color: vars.color.textMuted });

export const figure = style({ margin: 0, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const small = style({
  margin: `${vars.space.medium} 0 0`,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});
