import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

const sideWidth = 248;

/** The top bar across, then the navigation beside the page from the desktop line. */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"bar" "nav" "main"',
  minHeight: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.surfaceSubtle,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `${sideWidth}px minmax(0, 1fr)`,
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"bar bar" "nav main"',
    },
  },
});

export const bar = style({
  gridArea: 'bar',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const product = style({ fontWeight: vars.font.weightMedium, color: vars.color.textMuted });

/** The menu button: phones and tablets only, the navigation is always open on a desktop. */
export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** Under the desktop line the navigation opens under the bar from the menu button. */
export const nav = style({
  gridArea: 'nav',
  padding: vars.space.small,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: { selectors: { '&:not([data-open])': { display: 'none' } } },
    [media.desktop]: { borderBottom: 'none', borderRight: `1px solid ${vars.color.border}` },
  },
});

export const navList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSubtle },
      '&[aria-current="page"]': { background: vars.color.brandTint, color: vars.color.brand, fontWeight: vars.font.weightBold },
    },
  },
]);

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.medium,
  outline: 'none',
  '@media': { [media.desktop]: { padding: `${vars.space.large} ${vars.space.xlarge}` } },
});

/** Who is signed in and 'Cerrar sesión', in the bar from the desktop line (in the menu under it). */
export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': { [media.mobile]: { display: 'none' } },
});

/** Under the desktop line, who is signed in shows at the top of the opened menu instead. */
export const whoInMenu = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.small}`,
  '@media': { [media.desktop]: { display: 'none' } },
});
