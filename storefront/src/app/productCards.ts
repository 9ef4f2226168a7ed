import { useMemo } from 'react';
import type { ProductCardActions } from '@tienda/ui';
import { isInCart } from '@tienda/domain';
import { imageUrl } from '@tienda/client';
import { cartActions, useCart } from '../state/cart';
import { useAddToCart } from './useAddToCart';

export const productHref = (id: number) => `/product/${id}`;

/** What every product card of the shop needs: its links, its picture, and the cart. */
export function useProductCards(): ProductCardActions {
  const cart = useCart();
  // Through the one way in that asks 'Agregar al préstamo' during a loan request.
  const { add } = useAddToCart();
  return useMemo(
    () => ({
      productHref,
      imageUrl: (product) => imageUrl('product', product.images.default[0]),
      inCart: (id) => isInCart(cart, id),
      onAddToCart: (product) => add(product),
      onRemoveFromCart: (product) => cartActions.remove(product.id),
    }),
    [cart, add],
  );
}
