import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/**
 * Phones: name, pictures, buying box, one under the other (the DOM order, also the reading
 * order). Desktop: the pictures on the left, the name and the buying box on the right.
 */
export const product = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"title" "gallery" "purchase"',
  gap: vars.space.large,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"gallery title" "gallery purchase"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xxlarge,
    },
  },
});

export const title = style({ gridArea: 'title', overflowWrap: 'anywhere' });
export const gallery = style({ gridArea: 'gallery' });
export const purchase = style({ gridArea: 'purchase' });

export const description = style({ maxWidth: 760 });

export const loading = style({ minHeight: 400 });
