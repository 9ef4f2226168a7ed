import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The security page's few shapes: the QR on white (phones read dark on light), and codes easy to copy.

/** The QR: square, on white with a quiet border, whatever the theme's surface. */
export const qrCode = style({
  display: 'block',
  width: 200,
  height: 200,
  backgroundColor: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

/** A secret or code to copy by hand: spaced signs, each one easy to tell apart. */
export const copyable = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.12em',
  fontWeight: vars.font.weightBold,
  wordBreak: 'break-all',
  userSelect: 'all',
});

/** The ten recovery codes in two columns. */
export const codeList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xsmall,
});

/** A form beside nothing: kept to a readable width on the desktop. */
export const narrow = style({ maxWidth: 480 });
