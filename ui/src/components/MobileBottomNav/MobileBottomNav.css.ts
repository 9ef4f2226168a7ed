import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';
import { BOTTOM_NAV_HEIGHT, bottomNavMark } from '../../theme/bottomNav.css';

export const nav = style([
  bottomNavMark,
  {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.header,
    background: vars.color.surface,
    borderTop: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.overlay,
    paddingBottom: 'env(safe-area-inset-bottom)',
    '@media': { [media.desktop]: { display: 'none' } },
  },
]);

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    height: BOTTOM_NAV_HEIGHT,
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    outlineOffset: -3,
    selectors: {
      '&:hover': { color: vars.color.text },
      // The current page: brand colour, bold, and a bar on top, so it is not said by colour alone.
      '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weightBold },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        top: 0,
        left: '25%',
        right: '25%',
        height: 3,
        borderRadius: `0 0 ${vars.radius.small} ${vars.radius.small}`,
        background: vars.color.brand,
      },
    },
  },
]);
