import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width, for the shell rules that the spec ties to 1024 px. */
export const useViewportWidth = () => useSyncExternalStore(subscribe, () => window.innerWidth);
