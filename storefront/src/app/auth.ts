import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type User } from '../api/account';
import { onSessionChange, storedTokens, clearSession } from '../api/session';

/** Auth state of spec §4: unauthenticated and loading at first; the user once fetched. */
export type AuthState = { authenticated: boolean; loading: boolean; user: User | null };

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const hasSession = storedTokens() !== null;
  const query = useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      try {
        return await accountApi.me();
      } catch (error) {
        // Any failure to fetch the user ends the session (spec §8).
        clearSession();
        throw error;
      }
    },
    enabled: hasSession,
    retry: false,
    staleTime: 5 * 60_000,
  });

  // A session that starts or ends (here, or in another tab) refetches or forgets the user.
  useEffect(
    () =>
      onSessionChange((signedIn) => {
        if (signedIn) void queryClient.invalidateQueries({ queryKey: ['me'] });
        else queryClient.removeQueries({ queryKey: ['me'] });
      }),
    [queryClient],
  );

  if (!hasSession) return { authenticated: false, loading: false, user: null };
  if (query.isPending) return { authenticated: false, loading: true, user: null };
  return query.data ? { authenticated: true, loading: false, user: query.data } : { authenticated: false, loading: false, user: null };
}
