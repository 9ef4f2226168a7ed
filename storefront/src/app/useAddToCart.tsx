import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isInCart, type Product } from '@tienda/domain';
import { cartActions, getCart } from '../state/cart';
import { loanFlowStore, paymentMethodStore } from '../state/checkout';
import { loanFlowOnAdd } from './loanFlow';
import { requoteStoredShipping } from './quoteShipping';

const AddToLoanDialog = lazy(() => import('./addToLoanDialogChunk'));

// Every product added in the shop goes through useAddToCart: while a loan request is live
// (spec §4 Loan) the addition waits for the answer to 'Agregar al préstamo', asked by the one
// AddToLoanPrompt the shop's frame renders.

/** The addition waiting for the shopper's answer. */
type Pending = { apply: () => void };

let pending: Pending | null = null;
const listeners = new Set<() => void>();

function setPending(next: Pending | null) {
  pending = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getPending = () => pending;

/** Runs `apply` at once, or asks first while a loan request is live; an expired request (or an empty cart) ends it. */
function addOrAsk(apply: () => void, then?: () => void) {
  const answer = loanFlowOnAdd(loanFlowStore.get(), getCart(), Date.now());
  if (answer === 'ask') return setPending({ apply });
  if (answer === 'drop') loanFlowStore.clear();
  apply();
  then?.();
}

export type AddToCart = {
  /** A card's cart button, the product page's 'Agregar al carrito': adds the product if absent and in stock. */
  add: (product: Product, quantity?: number) => void;
  /** The product page's 'Comprar': adds it if absent (or sets the quantity) and goes to /payment (spec §4 Payment). */
  buy: (product: Product, quantity: number) => void;
  /** An order's 'Volver a comprar': the products absent and in stock, added together (asked about once during a loan request). */
  addAll: (lines: readonly { product: Product; quantity: number }[]) => void;
};

export function useAddToCart(): AddToCart {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      add: (product, quantity = 1) => {
        // The cart would not change (already there, or out of stock): nothing to add, nothing to ask.
        if (product.stock <= 0 || isInCart(getCart(), product.id)) return;
        addOrAsk(() => cartActions.add(product, quantity));
      },
      buy: (product, quantity) => {
        const apply = () => {
          if (isInCart(getCart(), product.id)) cartActions.setQuantity(product.id, quantity);
          else cartActions.add(product, quantity);
        };
        addOrAsk(apply, () => navigate('/payment'));
      },
      addAll: (lines) => {
        const addable = lines.filter(({ product }) => product.stock > 0 && !isInCart(getCart(), product.id));
        if (addable.length === 0) return;
        addOrAsk(() => {
          for (const { product, quantity } of addable) cartActions.add(product, quantity);
        });
      },
    }),
    [navigate],
  );
}

/**
 * 'Agregar al préstamo' (spec §2 Modals): 'Confirmar' adds the product and goes back to the loan
 * (/loans); 'Elegir otro medio de pago' adds it, ends the loan request and goes to
 * /payment-method; 'Cancelar' (or Escape) leaves the cart as it was.
 */
const noPendingOnServer = () => null;

export function AddToLoanPrompt() {
  const request = useSyncExternalStore(subscribe, getPending, noPendingOnServer);
  const navigate = useNavigate();

  const proceed = async (to: '/loans' | '/payment-method') => {
    if (!request) return;
    request.apply();
    setPending(null);
    if (to === '/loans') {
      const flow = loanFlowStore.get();
      if (flow) loanFlowStore.set({ ...flow, lastActivityAt: Date.now() });
    } else {
      loanFlowStore.clear();
      if (paymentMethodStore.get()?.option === 'Prestamo') paymentMethodStore.clear();
    }
    // Another cart, another shipping cost: the next steps need the quote of this one.
    await requoteStoredShipping();
    navigate(to);
  };

  // The dialog's code (and its focus trap) is fetched the first time it is needed, not with every page.
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <AddToLoanDialog
        open
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => void proceed('/loans')}
        onChooseOtherMethod={() => void proceed('/payment-method')}
      />
    </Suspense>
  );
}
