import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { bottomNavRoom } from '../theme/bottomNav.css';

export const shell = style({
  minHeight: '100vh',
  background: vars.color.surface,
  // Room under the page for the fixed bottom navigation, so it never covers the footer.
  paddingBottom: bottomNavRoom,
  '@media': { [media.desktop]: { paddingBottom: 0 } },
});

export const filterBar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  // The bar's height before its code arrives (the storefront loads it apart): nothing moves when it does.
  minHeight: `calc(${vars.size.touchTarget} + 2 * ${vars.space.xsmall} + 1px)`,
  // The desktop form of the filters: phones reach them through the page's 'Filtros' button. Said by
  // CSS, so a page rendered on the server is right at every width before any script runs.
  '@media': { [media.mobile]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xlarge,
  // Focused by the skip link only, never drawn as a ring around the whole page.
  outline: 'none',
});
