import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetailScreenProps } from '@tienda/ui';
import type { PlacedOrder } from '@tienda/domain';
import { imageUrl } from '@tienda/client';
import { ApiError } from '../api/http';
import { goToPayment } from './goToPayment';
import { getCart } from '../state/cart';
import { canPayAgain, withdrawalHref } from './orderActions';
import { productQuery } from './queries';
import { orderLines, planReorder, reorderMessage } from './reorder';
import { useAddToCart } from './useAddToCart';
import { useCopyCbu } from './useCopyCbu';

const REORDER_FAILED = 'No pudimos revisar el stock de los productos. Intenta de nuevo.';

/** A product no longer sold answers 404: it cannot be bought again, and that is no failure. */
const goneIsNull = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/**
 * What an order's page offers, for a member's and for a guest's page alike: the pictures of its
 * products, 'Pagar' again, 'Volver a comprar', the withdrawal form prefilled and the CBU to copy.
 * A guest's page passes the token of their link: paying asks for it.
 */
export function useOrderDetail(order: PlacedOrder | undefined, trackingToken?: string) {
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const copyCbu = useCopyCbu();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [reordering, setReordering] = useState(false);
  const [reorderNote, setReorderNote] = useState<string | null>(null);

  if (!order) return { onCopyCbu: copyCbu } satisfies Partial<OrderDetailScreenProps>;
  const now = Date.now();

  /** Mercado Pago or card: the provider's link for what is owed, then there; busy until the page is left. */
  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setPayError(null);
    const failure = await goToPayment(order, trackingToken);
    if (failure) {
      setPayError(failure);
      setPaying(false);
    }
  };

  /** The order's products as the catalogue has them now: those in stock join the cart by its rules. */
  const reorder = async () => {
    if (reordering) return;
    setReordering(true);
    setReorderNote(null);
    try {
      const lines = await Promise.all(
        orderLines(order).map(async ({ productId, name, quantity }) => ({
          name,
          quantity,
          // Fresh: the stock may have changed since the page was opened.
          product: await queryClient.fetchQuery({ ...productQuery(productId), staleTime: 0 }).catch(goneIsNull),
        })),
      );
      const plan = planReorder(lines, getCart());
      addToCart.addAll(plan.add);
      setReorderNote(reorderMessage(plan));
    } catch {
      setReorderNote(REORDER_FAILED);
    } finally {
      setReordering(false);
    }
  };

  return {
    order,
    imageUrl: (line) => imageUrl('product', line.image ?? undefined),
    onCopyCbu: copyCbu,
    onPay: canPayAgain(order, now) ? () => void pay() : undefined,
    paying,
    payError,
    onReorder: () => void reorder(),
    reordering,
    reorderMessage: reorderNote,
    withdrawalHref: withdrawalHref(order, now),
    now,
  } satisfies Partial<OrderDetailScreenProps>;
}
