import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const footer = style({
  marginTop: vars.space.xxlarge,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xlarge,
  background: vars.color.surfaceSubtle,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const title = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightBold,
});

/** Each footer link is a 44 px row on phones, so a thumb finds it. */
export const linkRow = style({
  minHeight: vars.size.touchTarget,
  '@media': { [media.desktop]: { minHeight: 32 } },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: `${vars.space.xsmall} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({ color: vars.color.textMuted });

export const factFigure = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const legalBand = style({ borderTop: `1px solid ${vars.color.border}` });

export const consumerDefence = style({ margin: 0 });
