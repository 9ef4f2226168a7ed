import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { BANNER_SIZES } from './types';

// Both sets are in the page; CSS alone picks one, so nothing moves when the width is known.
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'block' } } });

const ratio = (kind: keyof typeof BANNER_SIZES) => `${BANNER_SIZES[kind].width} / ${BANNER_SIZES[kind].height}`;

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSubtle,
});

export const skeletonMobile = style([frame, mobileOnly, { aspectRatio: ratio('mobile') }]);
export const skeletonDesktop = style([frame, desktopOnly, { aspectRatio: ratio('desktop') }]);

export const image = style({ display: 'block', width: '100%', height: 'auto' });

// Desktop: the slides side by side in a track that slides to the current one.
export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
});

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSubtle } },
});
export const previous = style({ left: vars.space.medium });
export const next = style({ right: vars.space.medium });

/** A 32 px target around a small mark: easy to hit, quiet to look at. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const dotMark = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  transition: `width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // The current one is filled and wider, not only another colour.
    [`${dot}[aria-current="true"] &`]: { width: 24, background: vars.color.brand, borderColor: vars.color.brand },
  },
});

// Mobile: a strip the thumb swipes, one banner per stop.
export const scroller = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const swipeSlide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' });

export const counter = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  margin: 0,
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
