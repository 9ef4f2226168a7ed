import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const page = style({ fontFamily: vars.font.family, color: vars.color.text });

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

/** A column narrows with the grid instead of overflowing it. */
export const column = style({ minWidth: 0 });

/** On a desktop the summary stays in sight while the step scrolls. */
export const side = style({ '@media': { [media.desktop]: { position: 'sticky', top: vars.space.large } } });
