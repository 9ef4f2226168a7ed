import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Sends the shopper elsewhere, replacing this page in the history: once per visit of the page.
 * Unlike `<Navigate>`, a re-render while the next page loads (its code, its data) never starts the
 * redirect again; a new visit of the same page (the same component, kept mounted) does.
 */
export function Redirect({ to, state = null }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const sentFrom = useRef<string | null>(null);
  useEffect(() => {
    if (sentFrom.current === key) return;
    sentFrom.current = key;
    void navigate(to, { replace: true, state });
  }, [navigate, key, to, state]);
  return null;
}
