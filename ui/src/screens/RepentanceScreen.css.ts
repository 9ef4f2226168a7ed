import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.successTint,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
});

export const successTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.success,
  selectors: { '&:focus': { outline: 'none' } },
});

/** On its own line, unbroken where it can be: it is copied and read out over the phone. */
export const code = style({
  display: 'block',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
});
