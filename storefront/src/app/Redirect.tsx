import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Sends the shopper elsewhere once, replacing this page in the history. Unlike `<Navigate>`, a
 * re-render while the next page loads (its code, its data) never starts the redirect again.
 */
export function Redirect({ to, state = null }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
