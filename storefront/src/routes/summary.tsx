import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SummaryScreen, useToast, type BillingAddress, type SummaryDelivery } from '@tienda/ui';
import { loanShareMessage, roundMoney, TERMS_VERSION, transferMessage, whatsappUrl } from '@tienda/domain';
import type { User } from '@tienda/domain';
import { imageUrl } from '@tienda/client';
import type { PlacedOrder } from '@tienda/domain';
import { checkoutApi } from '../api/checkout';
import { ApiError, serverMessage } from '../api/http';
import { useAuth } from '../app/auth';
import { cartCardPlan, chosenInstallments } from '../app/cardPlan';
import { useCheckoutGate } from '../app/checkoutGate';
import { attemptKeys, lastOrderInfo, messageCustomer, messageFromCart, messageFromOrder, orderPayload } from '../app/checkoutOrder';
import { checkoutStepsFor, summaryFigures } from '../app/checkoutSummary';
import { company } from '../app/company';
import { useCopyCbu } from '../app/useCopyCbu';
import { lastOrderStore, shippingCost, type Contact, type Shipping } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';
import { Redirect } from '../app/Redirect';
import { goToPayment } from '../app/goToPayment';

/** Spec §8, to the letter. */
const ORDER_FAILED = 'Error al procesar la orden. Por favor, inténtelo de nuevo.';
const MISSING = 'Falta información, intentelo de nuevo';
/** Spec §9: the redirect after an order. */
const AFTER_ORDER_MS = 500;

/** The shop's account for the transfer, with the way to send the receipt. */
const bank = { ...company.bank, whatsappUrl: whatsappUrl(company.whatsapp, 'Hola, les envío el comprobante de mi transferencia.') };

const productImage = (product: { images: { default: string[] } }) => imageUrl('product', product.images.default[0]);

/**
 * Why an order was refused, for the toast: the spec's sentence, unless the server refused it
 * for a reason the shopper can act on (409/410: prices changed, stock ran out, the coupon is
 * used up), which it then says in its own words.
 */
function orderFailure(error: unknown): string {
  return error instanceof ApiError && (error.status === 409 || error.status === 410) ? serverMessage(error, ORDER_FAILED) : ORDER_FAILED;
}

/** A card payment asks for billing data when there is no saved address: pickup for a guest, a member without addresses. */
function billingRequired(shipping: Shipping, user: User | null): boolean {
  return user ? user.addresses.length === 0 : shipping.type !== 'Envío a domicilio';
}

/** The billing data a card order carries when the form is not asked for: the home address, or the member's first one. */
function knownBilling(shipping: Shipping, user: User | null, contact: Contact | null): BillingAddress | null {
  const address = shipping.type === 'Envío a domicilio' ? shipping.auxData : user?.addresses[0];
  const cuil = user?.cuil ?? contact?.cuil;
  if (!address || !cuil) return null;
  const { street, number, zipCode, city, province } = address;
  return { cuil, street, number: String(number), zipCode, city, province };
}

function deliveryOf(shipping: Shipping): SummaryDelivery {
  return shipping.type === 'Envío a domicilio'
    ? { method: shipping.type, address: shipping.auxData }
    : { method: shipping.type, store: { store: shipping.auxData.store, address: shipping.auxData.address } };
}

/**
 * '/summary' (spec §2 Summary, §4 Payment): the delivery, the payment method, the e-mail, the
 * products and 'Resumen de compra'; the button of the method chosen creates the order and pays
 * (Mercado Pago and card at the provider's page, transfer with the WhatsApp message then
 * /pending). A loan's order was made on /loans: here it is shared by WhatsApp.
 */
export const meta = () => noIndexHead('Resumen de compra');

export default function SummaryRoute() {
  const navigate = useNavigate();
  const { show } = useToast();
  const { user } = useAuth();
  const lastOrder = lastOrderStore.use();
  const copyCbu = useCopyCbu();
  const { state, gate } = useCheckoutGate('summary');
  const [busy, setBusy] = useState(false);
  const keyFor = useRef(attemptKeys()).current;
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (gate) return gate;
  const { shipping, paymentMethod, contact, cart } = state;
  if (!shipping || !paymentMethod) return null; // the gate has already sent these back
  const method = paymentMethod.option;
  const member = state.member ? user : null;
  const cost = shippingCost(shipping, state.quote);
  const summary = summaryFigures(cart, cost);
  const plan = cartCardPlan(cart, cost);
  const cardPlan = chosenInstallments(paymentMethod, plan) === 6 ? plan : null;
  // The loan's order is made on /loans, for this purchase: without it (or with the cart changed
  // since), the shopper goes there first.
  const loanOrder =
    method === 'Prestamo' && lastOrder?.paymentMethod === 'Prestamo' && roundMoney(lastOrder.totalPrice) === roundMoney(summary.total) ? lastOrder : null;
  if (method === 'Prestamo' && !loanOrder) return <Redirect to="/loans" />;

  const email = member?.email ?? contact?.email ?? '';
  const customer = messageCustomer(member, contact);

  const pay = async (billing?: BillingAddress) => {
    if (busy) return;
    const payload = orderPayload({
      cart,
      shipping,
      quote: state.quote,
      paymentMethod: method,
      billing: method === 'Tarjeta de crédito' ? (billing ?? knownBilling(shipping, member, contact)) : null,
      cardPlan,
      // The screen calls this only once its terms box is ticked.
      termsVersion: TERMS_VERSION,
    });
    if (!payload || !customer || (!member && !contact)) return show(MISSING, 'critical');
    setBusy(true);
    let order: PlacedOrder;
    // A guest's proof of the order, for its payment link; a member's is their session.
    let trackingToken: string | undefined;
    try {
      const key = keyFor(payload);
      if (member) order = await checkoutApi.placeUserOrder(payload, key);
      else ({ order, trackingToken } = await checkoutApi.placeGuestOrder({ ...payload, ...contact! }, key));
    } catch (error) {
      setBusy(false);
      show(orderFailure(error), 'critical');
      return navigate('/failure');
    }
    lastOrderStore.set(lastOrderInfo(order, method, email));
    switch (method) {
      case 'Mercado Pago':
      case 'Tarjeta de crédito': {
        // Busy until the page is left.
        const failure = await goToPayment(order, trackingToken);
        if (failure) {
          show(failure, 'critical');
          setBusy(false);
        }
        return;
      }
      case 'Transferencia': {
        const text = transferMessage({ ...messageFromOrder(order, customer, shipping), bank: company.bank });
        timer.current = window.setTimeout(() => {
          window.open(whatsappUrl(company.whatsapp, text), '_blank', 'noopener');
          navigate(`/pending?orderId=${order.id}`);
        }, AFTER_ORDER_MS);
        return;
      }
      default:
        timer.current = window.setTimeout(() => navigate(`/success?orderId=${order.id}`), AFTER_ORDER_MS);
    }
  };

  const shareLoan = () => {
    if (!loanOrder?.loan || !customer || cost === null) return show(MISSING, 'critical');
    const text = loanShareMessage({ ...messageFromCart(cart, cost, customer, shipping, loanOrder.orderId), loan: loanOrder.loan });
    window.open(whatsappUrl(company.whatsapp, text), '_blank', 'noopener');
    navigate(`/success?orderId=${loanOrder.orderId}`);
  };

  return (
    <SummaryScreen
      delivery={deliveryOf(shipping)}
      paymentMethod={method}
      email={email}
      items={cart.items}
      imageUrl={productImage}
      summary={summary}
      steps={checkoutStepsFor(state.member)}
      billingRequired={billingRequired(shipping, member)}
      transfer={{ ...bank, onCopyCbu: copyCbu }}
      busy={busy}
      onPay={(billing) => void pay(billing)}
      onShareLoan={shareLoan}
      cardPlan={cardPlan}
    />
  );
}
