import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

// The server cannot know the screen: it renders for a phone (most shoppers), and a wider window
// takes its desktop parts right after hydration.
const PHONE_WIDTH = 390;

/** The window's width, for the shell rules that the spec ties to 1024 px. */
export const useViewportWidth = () => useSyncExternalStore(subscribe, () => window.innerWidth, () => PHONE_WIDTH);
