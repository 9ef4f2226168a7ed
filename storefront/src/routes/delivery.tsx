import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DeliveryScreen, useToast, type DeliveryQuote as QuoteView, type DeliveryScreenProps } from '@tienda/ui';
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  isAddressComplete,
  PROVINCES,
  STORES,
  type Address,
  type PickupStore,
  type ShipmentMethod,
} from '@tienda/domain';
import { accountApi } from '../api/account';
import { ApiError, serverMessage } from '../api/http';
import { ME, useAuth } from '../app/auth';
import { useCheckoutGate } from '../app/checkoutGate';
import { useHandedMessage, type CheckoutState } from '../app/checkoutSteps';
import { checkoutStepsFor, summaryFigures } from '../app/checkoutSummary';
import { fetchQuote } from '../app/quoteShipping';
import { destinationOf, quoteFits, quoteIsFor, unitsKey } from '../app/shippingQuote';
import { getCart } from '../state/cart';
import { deliveryStore, shippingStore, type Shipping } from '../state/checkout';
import { noIndexHead } from '../app/pageHead';

const HOME = 'Envío a domicilio' satisfies ShipmentMethod;
const PICKUP = 'Retiro en local' satisfies ShipmentMethod;
// Spec §8, to the letter.
const INCOMPLETE = 'Por favor complete todos los datos de envío';
const NO_STORE = 'Por favor seleccione una tienda';

const provinces = PROVINCES.map(({ name, cities }) => ({ name, cities }));
const emptyAddress: Address = { province: '', city: '', zipCode: '', street: '', number: '' };

const pickupOf = (store: PickupStore): Shipping => ({ type: PICKUP, auxData: { storeId: store.id, store: store.store, address: store.address } });

/** What one quote is for: the destination and the cart's units; null while zip, province or city are missing. */
const quoteKey = (address: Address | null, units: string) => {
  const destination = address && destinationOf(address);
  return destination ? `${destination.zipcode}|${destination.state}|${destination.city}|${units}` : null;
};

/** A quote on its way, or the last one that failed, for one key. */
type QuoteRun = { key: string; status: 'quoting' | 'failed' };

/**
 * '/delivery' (spec §2 Delivery, §4 Delivery): home delivery, quoted for the address (a guest's,
 * typed; a member's, saved), or pickup at one of the 18 stores (cost 0). 'Continuar' needs a
 * complete address with its quote, or a store, and goes to /payment-method. The choices live in
 * storage 'shipping' and the quote in 'delivery', so a reload resumes here.
 */
export const meta = () => noIndexHead('Envío');

export default function DeliveryRoute() {
  const { state, gate } = useCheckoutGate('delivery');
  // The form starts from what was chosen before, so it mounts once storage has been read.
  return gate ?? <Delivery state={state} />;
}

function Delivery({ state }: { state: CheckoutState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useToast();
  const handed = useHandedMessage();
  const { user } = useAuth();
  const { cart, member, shipping: stored, quote: storedQuote } = state;

  const [method, setMethod] = useState<ShipmentMethod | null>(stored?.type ?? null);
  const [draft, setDraft] = useState<Address>(stored?.type === HOME ? stored.auxData : emptyAddress);
  const [selectedId, setSelectedId] = useState<number | null>(stored?.type === HOME ? (stored.auxData.id ?? null) : null);
  const [storeId, setStoreId] = useState<number | null>(stored?.type === PICKUP ? stored.auxData.storeId : null);
  const [run, setRun] = useState<QuoteRun | null>(null);
  const [message, setMessage] = useState<string | null>(handed);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  // The last quote asked for: an answer to an earlier one is dropped.
  const lastRequest = useRef(0);
  // Whether the guest has typed here: what they type waits 1.5 s; an address found stored is quoted at once.
  const typed = useRef(false);

  const addresses = user?.addresses ?? [];
  const selected = addresses.find((address) => address.id === selectedId) ?? null;
  const homeAddress: Address | null = member ? selected : draft;
  const units = unitsKey(cart);
  const key = method === HOME ? quoteKey(homeAddress, units) : null;
  const fitting = homeAddress !== null && quoteFits(storedQuote, homeAddress, cart) ? storedQuote : null;

  const requestQuote = (address: Address) => {
    const now = getCart();
    const runKey = quoteKey(address, unitsKey(now));
    if (!runKey || quoteFits(deliveryStore.get(), address, now)) return;
    // A second 'Buscar' while the same quote travels is ignored.
    if (run?.key === runKey && run.status === 'quoting') return;
    const request = ++lastRequest.current;
    setRun({ key: runKey, status: 'quoting' });
    fetchQuote(address, now).then(
      (quote) => {
        if (request !== lastRequest.current) return;
        deliveryStore.set(quote);
        setRun(null);
        // What was missing ('Costo de envío no calculado', ...) is there now.
        setMessage(null);
      },
      (error: unknown) => {
        if (request !== lastRequest.current) return;
        setRun({ key: runKey, status: 'failed' });
        // The server's reason when it is the address's (a postal code of another province).
        if (error instanceof ApiError && error.status === 400 && error.message) setMessage(error.message);
      },
    );
  };
  const latestRequest = useRef(requestQuote);
  latestRequest.current = requestQuote;

  // The quote follows the address: 1.5 s after the guest stops typing its zip, province or city;
  // at once for a member's saved address, for an address found stored, or for a cart that changed.
  useEffect(() => {
    if (!key || !homeAddress) return;
    const address = homeAddress;
    const timer = window.setTimeout(() => latestRequest.current(address), !member && typed.current ? ADDRESS_LOOKUP_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
    // The street and number change with each keystroke; the quote only with what `key` holds.
  }, [key, member]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Another destination: the quote of the old one no longer counts (and one on its way is dropped). */
  const dropQuoteUnlessFor = (address: Address) => {
    const quote = deliveryStore.get();
    if (quote && !quoteIsFor(quote, address)) deliveryStore.clear();
    if (quoteKey(address, units) !== key) {
      lastRequest.current += 1;
      setRun(null);
    }
  };

  const chooseMethod = (next: ShipmentMethod) => {
    setMethod(next);
    setMessage(null);
    if (next === HOME) {
      if (homeAddress) shippingStore.set({ type: HOME, auxData: homeAddress });
    } else {
      const store = STORES.find((candidate) => candidate.id === storeId);
      if (store) shippingStore.set(pickupOf(store));
    }
  };

  const selectAddress = (address: Address & { id: number }) => {
    dropQuoteUnlessFor(address);
    setSelectedId(address.id);
    setMessage(null);
    shippingStore.set({ type: HOME, auxData: address });
  };

  const addAddress = async (address: Address) => {
    setAdding(true);
    setAddError(null);
    try {
      const { address: saved } = await accountApi.addAddress(address);
      show('Dirección creada correctamente', 'success');
      await queryClient.invalidateQueries({ queryKey: ME });
      selectAddress(saved);
    } catch (error) {
      const reason = serverMessage(error, 'Error al crear dirección');
      setAddError(reason);
      show(reason, 'critical');
      throw error;
    } finally {
      setAdding(false);
    }
  };

  const home: DeliveryScreenProps['home'] = member
    ? {
        audience: 'member',
        addresses,
        selectedId: selected ? selected.id : null,
        onSelect: (id) => {
          const address = addresses.find((candidate) => candidate.id === id);
          if (address) selectAddress(address);
        },
        provinces,
        onAddAddress: addAddress,
        adding,
        addError,
      }
    : {
        audience: 'guest',
        provinces,
        address: draft,
        onAddressChange: (next) => {
          typed.current = true;
          dropQuoteUnlessFor(next);
          setDraft(next);
          setMessage(null);
          shippingStore.set({ type: HOME, auxData: next });
        },
        onSearch: () => {
          if (!destinationOf(draft)) return setMessage(INCOMPLETE);
          requestQuote(draft);
        },
      };

  const quoteView: QuoteView = fitting
    ? {
        status: 'quoted',
        cost: fitting.amounts.price_incl_tax,
        estimatedDelivery: fitting.delivery_time.estimated_delivery,
        carrier: fitting.carrier.name,
      }
    : run && run.key === key
      ? { status: run.status }
      : { status: 'idle' };

  const proceed = () => {
    if (method === PICKUP) {
      const store = STORES.find((candidate) => candidate.id === storeId);
      if (!store) return setMessage(NO_STORE);
      shippingStore.set(pickupOf(store));
      return navigate('/payment-method');
    }
    if (method !== HOME || !homeAddress || !isAddressComplete(homeAddress) || !quoteFits(deliveryStore.get(), homeAddress, getCart())) {
      return setMessage(INCOMPLETE);
    }
    shippingStore.set({ type: HOME, auxData: homeAddress });
    navigate('/payment-method');
  };

  const shippingFigure = method === PICKUP ? 0 : method === HOME && fitting ? fitting.amounts.price_incl_tax : null;

  return (
    <DeliveryScreen
      method={method}
      onMethodChange={chooseMethod}
      home={home}
      quote={quoteView}
      stores={STORES}
      selectedStoreId={storeId}
      onSelectStore={(id) => {
        const store = STORES.find((candidate) => candidate.id === id);
        setStoreId(id);
        setMessage(null);
        if (store) shippingStore.set(pickupOf(store));
      }}
      message={message}
      onContinue={proceed}
      summary={summaryFigures(cart, shippingFigure)}
      steps={checkoutStepsFor(member)}
    />
  );
}
