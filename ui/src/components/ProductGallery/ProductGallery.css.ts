import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

export const gallery = style({ minWidth: 0 });

export const thumbnails = style({ listStyle: 'none' });

// Edges are inset rings, as the theme's (see shopTheme): thicker here, and in the colours of each state.
const ring = (width: number, color: string) => `inset 0 0 0 ${width}px ${color}`;

/** Square and white, like the cards: the photo is contained, never cropped. */
export const stage = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.edge,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  '@media': { [media.desktop]: { padding: vars.space.xlarge } },
});

export const thumbnail = style([
  focusRing,
  {
    display: 'block',
    width: 64,
    height: 64,
    padding: vars.space.xxsmall,
    overflow: 'hidden',
    background: vars.color.surface,
    border: 0,
    borderRadius: vars.radius.small,
    boxShadow: ring(2, vars.color.border),
    cursor: 'pointer',
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: ring(2, vars.color.borderStrong) },
      // The shown picture: a thicker brand frame (the pressed state says it to screen readers).
      '&[aria-pressed="true"]': { boxShadow: ring(3, vars.color.brand) },
    },
  },
]);
