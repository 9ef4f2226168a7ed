import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The visible label above a form control. */
export const fieldLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});

// Centres the 16 px icon on the first line of 14 px text.
export const fieldErrorIcon = style({ flexShrink: 0, marginTop: 3 });

/** A whole form refused by the server (FormFailure). */
export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  background: vars.color.criticalTint,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});

export const failureIcon = style({ flexShrink: 0, marginTop: 2 });
