import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SuccessScreen } from '@tienda/ui';
import { useAuth } from '../app/auth';
import { resultOrder } from '../app/checkoutOrder';
import { cartActions } from '../state/cart';
import { clearCheckout, lastOrderStore } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';
import { AfterHydration } from '../app/useHydrated';

/** The checkout is over: its stored steps and the cart go (spec §2 Result pages). */
function endCheckout() {
  clearCheckout();
  cartActions.clear();
}

/**
 * '/success' (spec §2 Result pages): the thanks, the e-mail the news go to and the order
 * number (?orderId= as the payment providers come back, or last_order_info). An order this
 * browser placed has spent its cart: cart and checkout data are cleared on arrival, so a paid
 * purchase cannot be bought twice by going back; 'Volver al inicio' clears them (again) and goes home.
 */
export const meta = () => noIndexHead('Compra confirmada');

export default function SuccessRoute() {
  return (
    <AfterHydration>
      <SuccessPage />
    </AfterHydration>
  );
}

function SuccessPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { user } = useAuth();
  // Read on arrival: last_order_info stays, the rest of the checkout goes.
  const [{ orderId, last, ours }] = useState(() => resultOrder(search, lastOrderStore.get()));

  useEffect(() => {
    if (ours) endCheckout();
  }, [ours]);

  return (
    <SuccessScreen
      email={last?.email ?? user?.email ?? 'tu correo electrónico'}
      orderId={orderId}
      onGoHome={() => {
        endCheckout();
        navigate('/home');
      }}
    />
  );
}
