import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media as mediaQuery } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

/**
 * Picture, then name and price; the stepper under them on a phone and in the row on a
 * desktop; the remove button always at the end of the first line, where the eye ends.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '80px minmax(0, 1fr) auto',
  gridTemplateAreas: `
    "media details remove"
    "media quantity quantity"`,
  columnGap: vars.space.small,
  rowGap: vars.space.small,
  alignItems: 'start',
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family,
  '@media': {
    [mediaQuery.desktop]: {
      // The quantity column has one width, so the steppers of every line stand in a column.
      gridTemplateColumns: '96px minmax(0, 1fr) 240px auto',
      gridTemplateAreas: '"media details quantity remove"',
      columnGap: vars.space.large,
      alignItems: 'center',
    },
  },
});

export const media = recipe({
  base: {
    gridArea: 'media',
    aspectRatio: '1 / 1',
    overflow: 'hidden',
    borderRadius: vars.radius.small,
    background: vars.color.surface,
  },
  variants: {
    // Out of stock: the picture fades, as on the product cards, behind the words that say so.
    soldOut: { true: { opacity: 0.4 } },
  },
});

export const details = style({ gridArea: 'details', minWidth: 0 });

export const name = style([
  focusRing,
  {
    fontSize: vars.fontSize.standard,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.lineHeight.standard,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    // Two lines at most; the whole name stays the link's accessible name.
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const priceNote = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const soldOut = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});

// Centres the 16 px icon on the first line of 14 px text.
export const soldOutIcon = style({ flexShrink: 0, marginTop: 3 });

export const quantity = style({ gridArea: 'quantity' });

export const remove = style({
  gridArea: 'remove',
  // Pulls the 44 px target into the corner without moving the line's text.
  marginTop: `calc(-1 * ${vars.space.xsmall})`,
  marginRight: `calc(-1 * ${vars.space.xsmall})`,
  '@media': { [mediaQuery.desktop]: { margin: 0 } },
});
