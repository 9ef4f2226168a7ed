import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = style({
  // The positioning context of the stretched link and of the cart button.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.small,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.edge,
  fontFamily: vars.font.family,
  transition: `box-shadow ${vars.motion.standard} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: `${vars.shadow.edge}, ${vars.shadow.card}` } },
});

/** Square, white, the photo contained: every product gets the same frame. */
export const media = recipe({
  base: {
    position: 'relative',
    aspectRatio: '1 / 1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    background: vars.color.surface,
    borderRadius: vars.radius.small,
  },
  variants: {
    // Out of stock: the picture fades behind the words that say so.
    soldOut: { true: {} },
  },
});

const dimmedWhenSoldOut = {
  selectors: { [`${media.classNames.variants.soldOut.true} &`]: { opacity: 0.4 } },
};

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  ...dimmedWhenSoldOut,
});

export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSubtle,
  color: vars.color.borderStrong,
  ...dimmedWhenSoldOut,
});

export const soldOutLabel = style({
  position: 'absolute',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  // Two lines at most; the full name stays in the link's accessible name.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * The name is the card's one link; its ::after stretches over the whole card so any
 * click on it opens the product, and the keyboard focus ring is drawn around the card.
 */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.medium,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

/** Above the stretched link, so the cart button stays its own target and tab stop. */
export const cartAction = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 1,
});
