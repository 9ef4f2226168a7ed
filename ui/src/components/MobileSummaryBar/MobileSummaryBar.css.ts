import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';
import { bottomNavMark, bottomNavRoom } from '../../theme/bottomNav.css';

/**
 * Stuck to the bottom of the screen while the page scrolls, on phones only: on a desktop
 * the summary is a side panel, always in sight. It is the page's last element, so at the
 * end of the page it rests in its place instead of covering anything.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  // The total and the button on one row; the total's legend under both, on one line of its own.
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  '@media': { [media.desktop]: { display: 'none' } },
});

// Under the shell's fixed bottom navigation the bar would be hidden: it sticks just above it.
globalStyle(`body:has(${bottomNavMark}) ${bar}`, { bottom: bottomNavRoom });

/** The total's price without national taxes, across the bar's width under the total and the button. */
export const legend = style({ gridColumn: '1 / -1' });

/** Total and amount, one button: a tap brings the full summary into view. */
export const totals = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    justifySelf: 'start',
    minHeight: vars.size.touchTarget,
    minWidth: 0,
    padding: `0 ${vars.space.xxsmall}`,
    margin: `0 calc(-1 * ${vars.space.xxsmall})`,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
  },
]);

/** 'Total' and the arrow that says the summary opens from here. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const amount = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const action = style({ justifySelf: 'end' });
