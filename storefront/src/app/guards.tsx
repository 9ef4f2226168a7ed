import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@tienda/ui';
import { pageAfterSignIn, useAuth } from './auth';
import { Redirect } from './Redirect';

/** The page that sent a visitor to /login, to come back to after signing in. */
export type ReturnState = { from?: string } | null;

/** Private pages: visitors go to /login, and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Cargando..." />;
  if (!authenticated) return <Redirect to="/login" state={{ from: location.pathname + location.search }} />;
  // Unverified e-mail users are made to verify first (spec §6).
  if (user && !user.email_verified) return <Redirect to="/verify-email" />;
  return children;
}

/**
 * Visitor-only pages: verified members go home (or back where they came from), unverified ones to
 * verify their e-mail. `hold` keeps the page while it finishes a sign-up of several calls.
 */
export function VisitorOnly({ children, hold = false }: { children: ReactNode; hold?: boolean }) {
  const { authenticated, loading, user } = useAuth();
  const from = (useLocation().state as ReturnState)?.from;
  if (hold) return children;
  if (loading) return <Spinner label="Cargando..." />;
  if (authenticated && user) return <Redirect to={pageAfterSignIn(user, from)} state={from ? { from } : null} />;
  return children;
}
