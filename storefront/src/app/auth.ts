import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@tienda/domain';
import { accountApi } from '../api/account';
import { onSessionChange, storedTokens, clearSession } from '../api/session';
import { useHydrated } from './useHydrated';

/** Auth state of spec §4: unauthenticated and loading at first; the user once fetched. */
export type AuthState = { authenticated: boolean; loading: boolean; user: User | null };

export const ME = ['me'] as const;

// A call cut short because the shopper is leaving the page (following a link, reloading) is not
// a failure to fetch the user: the session must survive it.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

const subscribe = (changed: () => void) => onSessionChange(changed);
const hasTokens = () => storedTokens() !== null;

/** Whether tokens are kept, following log-ins and log-outs here and in other tabs. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, hasTokens, () => false);
}

/** The signed-in member, asked of the server only while tokens are kept. */
function useMe(hasSession: boolean) {
  return useQuery({
    queryKey: ME,
    queryFn: async () => {
      try {
        return await accountApi.me();
      } catch (error) {
        // Any failure to fetch the user ends the session (spec §8).
        if (!leavingPage) clearSession();
        throw error;
      }
    },
    enabled: hasSession,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useAuth(): AuthState {
  const hydrated = useHydrated();
  const hasSession = useHasSession();
  const query = useMe(hasSession);

  // Rendered on the server, the session is unknown until the page hydrates: guards wait, never redirect.
  if (!hydrated) return { authenticated: false, loading: true, user: null };
  if (!hasSession) return { authenticated: false, loading: false, user: null };
  if (query.isPending) return { authenticated: false, loading: true, user: null };
  return query.data ? { authenticated: true, loading: false, user: query.data } : { authenticated: false, loading: false, user: null };
}

/**
 * Whether a member is signed in, for what only shows it (the shell's header). Without the 'still
 * hydrating' state of useAuth: a visitor's page hydrates to what the server sent, with no second render.
 */
export function useSignedIn(): boolean {
  const hasSession = useHasSession();
  const query = useMe(hasSession);
  return hasSession && query.data !== undefined;
}

/** What a member still lacks to buy: the data of the sign-up's later steps. */
export function isProfileComplete(user: User): boolean {
  return Boolean(user.first_name && user.last_name && user.cuil && user.phone && user.birthday);
}

/**
 * Where a member goes once signed in: to verify the e-mail first, then to complete the profile,
 * then back to the page that asked for a session (or home).
 */
export function pageAfterSignIn(user: User, from?: string): string {
  const back = from && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
  // The e-mail's link (/verify-email/{code}) keeps its code through the log-in.
  if (!user.email_verified) return back?.startsWith('/verify-email') ? back : '/verify-email';
  if (!isProfileComplete(user)) return '/auth/complete-profile';
  return back ?? '/home';
}
