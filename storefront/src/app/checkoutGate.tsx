import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@tienda/ui';
import { missingStep, useCheckoutState, type CheckoutPage, type CheckoutState } from './checkoutSteps';

/**
 * A checkout page's way in: while the session is being read, a spinner (a member is not yet
 * told from a guest); without an earlier step, a redirect to it with the spec's message
 * (§8, shown there through useHandedMessage); otherwise `gate` is null and the page shows.
 */
export function useCheckoutGate(page: CheckoutPage): { state: CheckoutState; gate: ReactElement | null } {
  const { loading, ...state } = useCheckoutState();
  if (loading) return { state, gate: <Spinner label="Cargando..." /> };
  const back = missingStep(page, state);
  if (back) return { state, gate: <Navigate to={back.to} replace state={back.message ? { message: back.message } : null} /> };
  return { state, gate: null };
}
