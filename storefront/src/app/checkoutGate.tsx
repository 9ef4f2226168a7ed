import type { ReactElement } from 'react';
import { Spinner } from '@tienda/ui';
import { missingStep, useCheckoutState, type CheckoutPage, type CheckoutState } from './checkoutSteps';
import { Redirect } from './Redirect';

/**
 * A checkout page's way in: while the session is being read, a spinner (a member is not yet
 * told from a guest); without an earlier step, a redirect to it with the spec's message
 * (§8, shown there through useHandedMessage); otherwise `gate` is null and the page shows.
 */
export function useCheckoutGate(page: CheckoutPage): { state: CheckoutState; gate: ReactElement | null } {
  const { loading, ...state } = useCheckoutState();
  if (loading) return { state, gate: <Spinner label="Cargando..." /> };
  const back = missingStep(page, state);
  if (back) return { state, gate: <Redirect to={back.to} state={back.message ? { message: back.message } : null} /> };
  return { state, gate: null };
}
