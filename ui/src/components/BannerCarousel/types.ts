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
