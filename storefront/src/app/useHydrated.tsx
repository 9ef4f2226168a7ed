import { useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '@tienda/ui';

const neverChanges = () => () => {};

/**
 * False on the server and while the page hydrates, true after: what lives in browser storage (the
 * session, the checkout steps) is only known then, so nothing is decided on it before.
 */
export const useHydrated = () => useSyncExternalStore(neverChanges, () => true, () => false);

/**
 * A page made of what this browser keeps (its last order, its checkout): a spinner from the
 * server and during hydration, the page once storage can be read.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <Spinner label="Cargando..." />;
}
