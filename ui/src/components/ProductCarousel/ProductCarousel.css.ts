import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Two cards and a peek of the third on a phone, five in the desktop column.
const cardWidth = { mobile: 156, desktop: 232 };

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: cardWidth.mobile,
  gap: vars.space.small,
  margin: 0,
  // Room for the cards' focus rings and hover shadow, which the scroller would otherwise clip.
  padding: vars.space.xxsmall,
  listStyle: 'none',
  // No scroll snapping: it would round the arrows' 900 px steps to the nearest card.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollBehavior: 'smooth',
  '@media': {
    [media.desktop]: { gridAutoColumns: cardWidth.desktop, gap: vars.space.medium },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const skeleton = style({
  height: 340,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const empty = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSubtle,
});
