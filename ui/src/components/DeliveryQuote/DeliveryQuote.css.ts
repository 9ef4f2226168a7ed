import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const idle = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard, color: vars.color.textMuted });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  background: vars.color.successTint,
  borderRadius: vars.radius.medium,
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  lineHeight: vars.lineHeight.standard,
});

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const carrier = style({ color: vars.color.textMuted });

export const failed = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  background: vars.color.criticalTint,
  boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.standard,
});

/** The dialog's figures: label and value on one line. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
});

export const term = style({ color: vars.color.textMuted });

export const figure = style({ margin: 0, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const small = style({
  margin: `${vars.space.medium} 0 0`,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});
