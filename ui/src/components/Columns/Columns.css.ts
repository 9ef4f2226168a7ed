import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';

/** The row's tracks, worked out from its columns' widths. */
export const tracks = createVar();

/** Side by side at every width. */
export const row = style({ display: 'grid', gridTemplateColumns: tracks });

/** One under the other on phones; side by side from the desktop line. */
export const collapsingRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: tracks } },
});
