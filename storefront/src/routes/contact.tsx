import { useNavigate } from 'react-router';
import { ContactScreen } from '@tienda/ui';
import { useCheckoutGate } from '../app/checkoutGate';
import { useHandedMessage } from '../app/checkoutSteps';
import { checkoutStepsFor, summaryFigures } from '../app/checkoutSummary';
import { contactStore, shippingCost } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';

/**
 * '/payment' (spec §2 Contact information step): a guest's name, e-mail, phone and CUIL for the
 * guest order, resumed from storage 'contact'; members go on to /delivery.
 */
export const meta = () => noIndexHead('Datos de contacto');

export default function ContactRoute() {
  const navigate = useNavigate();
  const handed = useHandedMessage();
  const { state, gate } = useCheckoutGate('contact');
  if (gate) return gate;

  return (
    <ContactScreen
      initialValues={state.contact ?? undefined}
      onSubmit={(values) => {
        contactStore.set(values);
        navigate('/delivery');
      }}
      error={handed}
      summary={summaryFigures(state.cart, shippingCost(state.shipping, state.quote))}
      steps={checkoutStepsFor(false)}
    />
  );
}
