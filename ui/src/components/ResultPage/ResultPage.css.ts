import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Shared by the result pages (/success, /pending, /failure).

/** One centred column: short lines read better than the page's full width. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.xlarge} 0`,
  fontFamily: vars.font.family,
  textAlign: 'center',
  '@media': { [media.desktop]: { padding: `${vars.space.xxlarge} 0` } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The content under the heading: order figures, bank data, steps. Left-aligned, full width. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  textAlign: 'left',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

/** Order number and total: label–figure pairs on a soft panel. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.medium,
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  lineHeight: vars.lineHeight.standard,
});
