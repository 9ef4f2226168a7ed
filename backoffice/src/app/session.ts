import { useSyncExternalStore } from 'react';
import { staffSession } from '../api/session';

const subscribe = (onChange: () => void) => staffSession.onSessionChange(onChange);
const hasTokens = () => staffSession.storedTokens() !== null;

/** Whether a staff member is signed in here, following log-in, log-out and a session that ended. */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribe, hasTokens, () => false);

/** A page of the back office (under /admin), which its own router opens; the rest is another app's. */
export const isBackOfficePath = (href: string) => /^\/admin(\/|$|\?)/.test(href);

/** Where the log-in sends the person back to: a page of the back office, never elsewhere. */
export function returnPath(search: URLSearchParams): string {
  const back = search.get('volver');
  return back && isBackOfficePath(back) && !back.startsWith('/admin/ingresar') ? back : '/admin';
}
