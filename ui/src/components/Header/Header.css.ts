import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Phones: logo and cart on one line, the search under them. Desktop: all on one line.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.small,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search actions"',
      paddingTop: vars.space.small,
      paddingBottom: vars.space.small,
    },
  },
});

/** The shop's logo, in its place of the bar. */
export const logo = style({ gridArea: 'logo', justifySelf: 'start' });

export const search = style({
  gridArea: 'search',
  '@media': { [media.desktop]: { maxWidth: 640, width: '100%', justifySelf: 'center' } },
});

export const actions = style({ gridArea: 'actions' });

/** Consultas, Perfil and Ingresar live in the bottom navigation on phones. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});

export const navLink = style([
  focusRing,
  {
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSubtle },
      '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
    },
  },
]);

export const cart = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
  },
]);

export const cartBadge = style({
  position: 'absolute',
  top: 0,
  right: -2,
  // A white ring keeps the badge apart from the icon it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const categories = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', borderTop: `1px solid ${vars.color.border}` } },
});

export const categoryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  // Only the vertical sides: the container owns the horizontal margin and padding.
  marginTop: 0,
  marginBottom: 0,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
  listStyle: 'none',
});

export const categoryLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.brandTint, color: vars.color.brandHover } },
  },
]);
