import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@tienda/ui';
import { useAuth } from './auth';

/** Private pages: visitors go to /login, and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Cargando..." />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // Unverified e-mail users are made to verify first (spec §6).
  if (user && !user.email_verified) return <Navigate to="/verify-email" replace />;
  return children;
}

/** Visitor-only pages: verified members go home, unverified ones to verify their e-mail. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { authenticated, loading, user } = useAuth();
  if (loading) return <Spinner label="Cargando..." />;
  if (authenticated && user) return <Navigate to={user.email_verified ? '/home' : '/verify-email'} replace />;
  return children;
}
