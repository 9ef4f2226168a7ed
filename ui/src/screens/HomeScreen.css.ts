import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';

/**
 * The page's one h1: the tagline that phones show under the banners (spec §2 Home);
 * on desktop it stays for screen readers only.
 */
export const tagline = style({
  textAlign: 'center',
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const exploreMore = style({ alignSelf: 'center' });
