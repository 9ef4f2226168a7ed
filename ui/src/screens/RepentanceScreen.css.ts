import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const success = style({ border: `1px solid ${vars.color.success}` });

export const successTitle = style({
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

export const mailedTitle = style({ selectors: { '&:focus': { outline: 'none' } } });
