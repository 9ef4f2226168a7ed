import { useNavigate } from 'react-router';
import { PaymentMethodScreen, type BankAccount } from '@tienda/ui';
import { whatsappUrl, type PaymentMethod } from '@tienda/domain';
import { cartCardPlan } from '../app/cardPlan';
import { useCheckoutGate } from '../app/checkoutGate';
import { useHandedMessage } from '../app/checkoutSteps';
import { checkoutStepsFor, summaryFigures } from '../app/checkoutSummary';
import { company } from '../app/company';
import { loanFlowToStart } from '../app/loanFlow';
import { useCopyCbu } from '../app/useCopyCbu';
import { loanFlowStore, paymentMethodStore, shippingCost } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';

/** The shop's account for transfers, with the way to send the receipt (spec §2 Payment method). */
const bankAccount: BankAccount = { ...company.bank, whatsappUrl: whatsappUrl(company.whatsapp, 'Hola, les envío el comprobante de mi transferencia.') };

/**
 * '/payment-method' (spec §2 Payment method): loan (members; guests go to /login and come back),
 * card, Mercado Pago or transfer (its bank data, the CBU copied on request). The choice lives in
 * storage 'payment_method'. The loan goes to /loans and starts the loan flow; the others go to
 * /summary and end any loan flow.
 */
export const meta = () => noIndexHead('Medio de pago');

export default function PaymentMethodRoute() {
  const navigate = useNavigate();
  // 'Se copió el CBU en el portapapeles' / 'Error al copiar al portapapeles'.
  const copyCbu = useCopyCbu();
  const handed = useHandedMessage();
  const { state, gate } = useCheckoutGate('paymentMethod');
  if (gate) return gate;

  const chosen = state.paymentMethod;
  const cost = shippingCost(state.shipping, state.quote);
  const plan = cartCardPlan(state.cart, cost);
  const installments = chosen?.installments ?? 1;

  const proceed = (method: PaymentMethod) => {
    paymentMethodStore.set({ option: method, installments });
    if (method === 'Prestamo') {
      loanFlowStore.set(loanFlowToStart(loanFlowStore.get(), Date.now()));
      return navigate('/loans');
    }
    loanFlowStore.clear();
    navigate('/summary');
  };

  return (
    <PaymentMethodScreen
      value={chosen?.option ?? null}
      onValueChange={(option) => paymentMethodStore.set({ option, installments })}
      isGuest={!state.member}
      onLoanNeedsLogin={() => navigate('/login', { state: { from: '/payment-method' } })}
      bankAccount={bankAccount}
      onCopyCbu={copyCbu}
      onContinue={proceed}
      error={handed}
      summary={summaryFigures(state.cart, cost)}
      steps={checkoutStepsFor(state.member)}
      cardInstallments={{
        plan,
        value: installments,
        onValueChange: (value) => chosen && paymentMethodStore.set({ option: chosen.option, installments: value }),
      }}
    />
  );
}
