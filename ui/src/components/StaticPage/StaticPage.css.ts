import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** A reading column: lines of about 70 characters are the easiest to follow. */
export const page = style({
  maxWidth: 760,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ borderBottom: `1px solid ${vars.color.border}` });

export const intro = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.large } },
});

/**
 * Long text written as plain elements (h2, p, ul, ol): the page styles them, so the
 * content stays readable markup rather than a wall of components.
 */
export const prose = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

globalStyle(`${prose} h2`, {
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xlarge } },
});

// A new section of the body gets more air above it than a heading inside a panel.
globalStyle(`${prose} > h2`, { marginTop: vars.space.medium });

globalStyle(`${prose} h3`, {
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${prose} p`, { margin: 0 });

// Without specificity (:where), so a list with its own class (brand cards in a grid) keeps its layout.
globalStyle(`:where(${prose} > ul, ${prose} > ol)`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
});

globalStyle(`${prose} strong`, { fontWeight: vars.font.weightBold });

/** A passage set apart: the legal notice, a key deadline. */
export const note = style({ borderLeft: `4px solid ${vars.color.brand}` });
