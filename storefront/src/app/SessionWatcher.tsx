import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@tienda/ui';
import { onSessionChange } from '../api/session';
import { ME, useSignedIn } from './auth';
import { MEMBER_ORDERS } from './queries';

const PRIVATE_DATA = [ME, ['sessions'], MEMBER_ORDERS];

/**
 * Notices a session that ends by itself — logged out in another tab, refresh token revoked or
 * expired — and sends the member to /login, back here afterwards. The cart is not the session's:
 * it stays. A log-out made here is the member's own choice and goes where they chose.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useToast();
  const authenticated = useSignedIn();
  const wasSignedIn = useRef(false);
  const here = useRef('');
  if (authenticated) wasSignedIn.current = true;
  here.current = location.pathname + location.search;

  useEffect(
    () =>
      onSessionChange((signedIn, end) => {
        if (signedIn) {
          void queryClient.invalidateQueries({ queryKey: ME });
          return;
        }
        for (const queryKey of PRIVATE_DATA) queryClient.removeQueries({ queryKey });
        if (end === 'ended' && wasSignedIn.current) {
          show('Tu sesión terminó. Inicia sesión de nuevo para continuar.', 'info');
          navigate('/login', { replace: true, state: { from: here.current } });
        }
        wasSignedIn.current = false;
      }),
    [queryClient, navigate, show],
  );
  return null;
}
