import { breakpoints } from '../../theme/breakpoints';

/** A promotional picture of the home carousel (spec §3 Banner: a url, in mobile and desktop sets). */
export type Banner = { id: number | string; src: string; alt: string };

/**
 * The intrinsic size of each set's pictures, given to every <img> so the page keeps its
 * place while they load (the seed draws them at these sizes).
 */
export const BANNER_SIZES = {
  mobile: { width: 780, height: 520 },
  desktop: { width: 1600, height: 400 },
} as const;

/**
 * How wide each set's pictures are shown, as the `sizes` attribute says it, so a phone downloads
 * the width it shows. Each set is hidden by CSS on the other side of 1024 px, where it still
 * fetches its first banner (loaded at once, for the set that does show): '1px' there makes the
 * browser take the narrowest width the server makes of it.
 */
export const BANNER_IMAGE_SIZES = {
  mobile: `(min-width: ${breakpoints.desktop}px) 1px, 100vw`,
  // The 1280 px column less its 24 px sides.
  desktop: `(min-width: 1280px) 1232px, (min-width: ${breakpoints.desktop}px) 100vw, 1px`,
} as const;
