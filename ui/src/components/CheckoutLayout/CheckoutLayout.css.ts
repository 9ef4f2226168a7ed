import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** One column on phones (the summary after the step); two from the desktop line. */
export const columns = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
    alignItems: 'start',
  },
  variants: {
    withSide: {
      true: { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: vars.space.xlarge } } },
      false: {},
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** On a desktop the summary stays in sight while the step scrolls. */
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.large } },
});
