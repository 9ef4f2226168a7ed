import { BREAKPOINT_DESKTOP } from '@tienda/domain';

/** 1024 px is the desktop line of the spec (§9); everything below is mobile first. */
export const breakpoints = { desktop: BREAKPOINT_DESKTOP } as const;

export const media = {
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  mobile: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
