import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoansScreen, type LoanOfferLoad } from '@tienda/ui';
import {
  argentinaDateKey,
  fixedInstallmentsFinancing,
  isOfferFromToday,
  loanContractPath,
  loanDetailsFor,
  loanOperatorMessage,
  purchaseLoanOptions,
  TERMS_VERSION,
  whatsappUrl,
  type Cart,
  type LoanFinancing,
  type User,
} from '@tienda/domain';
import { checkoutApi } from '../api/checkout';
import { ApiError, serverMessage } from '../api/http';
import { useAuth } from '../app/auth';
import { useCheckoutGate } from '../app/checkoutGate';
import { attemptKeys, lastOrderInfo, loanFlowOnVisit, orderPayload } from '../app/checkoutOrder';
import { checkoutStepsFor, summaryFigures } from '../app/checkoutSummary';
import { company } from '../app/company';
import { useSeller } from '../app/queries';
import { RequireAuth } from '../app/guards';
import { getCart } from '../state/cart';
import { lastOrderStore, loanFlowStore, loanOfferStore, paymentMethodStore, shippingCost, type CachedLoanOffer } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';

/** Spec §8: a loan order refused without a message of the server's. */
const ORDER_FAILED = 'Error al procesar la orden. Por favor, intente nuevamente.';
const MISSING = 'Falta información, intentelo de nuevo';
/** Said on /payment-method when the loan request ran out (15 min from its start, or 30 idle). */
export const LOAN_FLOW_EXPIRED = 'Tu solicitud de préstamo venció. Vuelve a elegir el medio de pago.';

/** The plans a purchase may be paid with: the offer's, and the "6 cuotas fijas" its products promise. */
function purchasePlans(financing: LoanFinancing, cart: Cart): LoanFinancing[] {
  const fixed = fixedInstallmentsFinancing(cart.items);
  return fixed ? [financing, fixed] : [financing];
}

/** The day's offer of this member: kept for the Argentine calendar day (spec §4 Loan), asked again after. */
function useTodaysOffer(user: User, enabled: boolean, cart: Cart, total: number) {
  const cached = loanOfferStore.use();
  const today = cached && cached.userId === user.id && isOfferFromToday(cached.dateKey, Date.now()) ? cached : null;
  const query = useQuery({
    queryKey: ['loanOffer', user.id],
    queryFn: async (): Promise<CachedLoanOffer> => {
      const { offer, financing, termsToken } = await checkoutApi.loanOffer();
      const asked = { userId: user.id, dateKey: argentinaDateKey(Date.now()), offer, financing, termsToken };
      loanOfferStore.set(asked);
      return asked;
    },
    enabled: enabled && !today,
    retry: false,
    gcTime: 0,
  });
  // Quoted today: the due dates run from the day the loan is granted.
  const options = today ? purchaseLoanOptions(today.offer, purchasePlans(today.financing, cart), total, Date.now()) : [];
  const load: LoanOfferLoad = today
    ? { status: 'ready', offer: today.offer, options }
    : query.isError
      ? // The server's reason is shown as it comes (e.g. 409 'Completa tu CUIL en tu perfil…').
        { status: 'error', message: query.error instanceof ApiError && query.error.message ? query.error.message : undefined }
      : { status: 'loading' };
  return { today, options, load, retry: () => void query.refetch() };
}

/**
 * '/loans' (spec §2 Loans, §4 Loan), members only: the day's pre-approved offer against the
 * purchase, while the loan request started on /payment-method is live. Each visit and action
 * marks it active; an expired request is dropped and the shopper chooses again; an empty cart
 * drops it too (and goes to /cart). Confirming an approved offer, with a plan chosen and its terms
 * accepted, places the order with its loanDetails, then /summary.
 */
function Loans({ user }: { user: User }) {
  const navigate = useNavigate();
  const { state, gate } = useCheckoutGate('loans');
  const seller = useSeller();
  // Read once, on arrival: a request that ends while the page is open is caught on confirming.
  const [visit] = useState(() => loanFlowOnVisit(loanFlowStore.get(), getCart(), Date.now()));
  const cost = shippingCost(state.shipping, state.quote);
  const summary = summaryFigures(state.cart, cost);
  const { today, options, load, retry } = useTodaysOffer(user, !gate && visit === 'live', state.cart, summary.total);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const keyFor = useRef(attemptKeys()).current;

  /** Marks the request active now; false (and the request dropped) when it has expired. */
  const touch = (): boolean => {
    const flow = loanFlowStore.get();
    if (loanFlowOnVisit(flow, getCart(), Date.now()) !== 'live' || !flow) {
      loanFlowStore.clear();
      return false;
    }
    loanFlowStore.set({ ...flow, lastActivityAt: Date.now() });
    return true;
  };

  useEffect(() => {
    if (visit === 'live') touch();
    else loanFlowStore.clear();
    if (visit === 'expired' && !gate) navigate('/payment-method', { replace: true, state: { message: LOAN_FLOW_EXPIRED } });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on arrival only

  if (gate) return gate;
  if (visit !== 'live') return null;

  const confirm = async (plan: string) => {
    if (confirming) return;
    if (!touch()) return navigate('/payment-method', { state: { message: LOAN_FLOW_EXPIRED } });
    const option = options.find(({ financing }) => financing.plan === plan) ?? null;
    const loanDetails = loanDetailsFor(today?.offer ?? null, option, summary.total);
    const payload = state.shipping && loanDetails && orderPayload({ cart: state.cart, shipping: state.shipping, quote: state.quote, paymentMethod: 'Prestamo', loanDetails, termsVersion: TERMS_VERSION });
    if (!payload) return setConfirmError(MISSING);
    setConfirming(true);
    setConfirmError(null);
    try {
      const order = await checkoutApi.placeUserOrder(payload, keyFor(payload));
      const accepted = { installments: loanDetails.installments, installmentValue: loanDetails.installmentValue, cftea: option!.quote.cftea };
      lastOrderStore.set({ ...lastOrderInfo(order, 'Prestamo', user.email), loan: accepted });
      paymentMethodStore.set({ option: 'Prestamo' });
      // The request became an order: adding products no longer asks to join it.
      loanFlowStore.clear();
      navigate('/summary');
    } catch (error) {
      setConfirmError(serverMessage(error, ORDER_FAILED));
      // The server holds the offer of today otherwise (or not at all): ask for it again.
      if (error instanceof ApiError && error.status === 409) loanOfferStore.clear();
      setConfirming(false);
    }
  };

  const offer = load.status === 'ready' ? load.offer : null;
  return (
    <LoansScreen
      load={load}
      summary={summary}
      steps={checkoutStepsFor(true)}
      lender={seller}
      termsHref={(plan) =>
        today ? loanContractPath({ plan, amount: summary.total, token: today.termsToken, products: state.cart.items.map(({ product, quantity }) => ({ productId: product.id, quantity })) }) : undefined
      }
      onConfirm={(plan) => void confirm(plan)}
      confirming={confirming}
      confirmError={confirmError}
      operatorWhatsappUrl={whatsappUrl(company.whatsapp, loanOperatorMessage({ total: summary.total, maxCapital: offer?.maximoCapital ?? 0 }))}
      onRetry={() => {
        touch();
        retry();
      }}
    />
  );
}

export const meta = () => noIndexHead('Préstamo');

export default function LoansRoute() {
  const { user } = useAuth();
  return <RequireAuth>{user && <Loans user={user} />}</RequireAuth>;
}
