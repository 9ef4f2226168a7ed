import { useSyncExternalStore } from 'react';
import { BREAKPOINT_DESKTOP } from '@tienda/domain';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The spec's desktop line: 1024 px and wider. */
export const isDesktopWidth = (width: number) => width >= BREAKPOINT_DESKTOP;

/**
 * Whether the window is a desktop's, for the shell rules that the spec ties to 1024 px. The server
 * cannot know the screen: it renders for a phone (most shoppers). A yes or no rather than the width
 * itself: a phone of any width hydrates to what the server sent, with no second render; a wider
 * window takes its desktop parts right after hydration.
 */
export const useDesktopWindow = () => useSyncExternalStore(subscribe, () => isDesktopWidth(window.innerWidth), () => false);
