import { style } from '@vanilla-extract/css';

/**
 * The phones' fixed bottom navigation, as the rest of the page needs to know it: its height
 * (without the home-indicator area), the room the shell keeps under the page for it, and a mark
 * it carries so that what floats at the bottom (toasts, the summary bar) can rise above it.
 */
export const BOTTOM_NAV_HEIGHT = 64;

export const bottomNavRoom = `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`;

/** On the bottom navigation: `body:has(${bottomNavMark})` says it is on the page. */
export const bottomNavMark = style({});
