import { FailureScreen } from '@tienda/ui';
import { noIndexHead } from '../app/pageHead';

/**
 * '/failure' (spec §2 Result pages): the payment failed. The cart and the checkout's steps stay,
 * so 'Elegir otro medio de pago' (/payment-method) goes on from where the shopper was.
 */
export const meta = () => noIndexHead('Pago rechazado');

export default function FailureRoute() {
  return <FailureScreen />;
}
