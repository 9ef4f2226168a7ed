import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': { [media.desktop]: { gap: vars.space.xxlarge } },
});

/** The carousel and, on phones, the tagline and the perks under it, close together. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

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

export const recommended = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const exploreMore = style({ alignSelf: 'center' });
