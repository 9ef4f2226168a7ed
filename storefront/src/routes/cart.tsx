import { useState } from 'react';
import { CartScreen } from '@tienda/ui';
import { couponApi } from '../api/catalog';
import { serverMessage } from '../api/http';
import { useProductCards } from '../app/productCards';
import { useHighlighted } from '../app/queries';
import { cartActions, useCart } from '../state/cart';
import { noIndexHead } from '../app/pageHead';

export const meta = () => noIndexHead('Carrito de compras');

export default function CartRoute() {
  const cart = useCart();
  const cards = useProductCards();
  const recommended = useHighlighted();
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);

  const applyCoupon = async (code: string) => {
    setCouponBusy(true);
    setCouponError(null);
    try {
      // The server checks the code; the cart recomputes the discount after every change.
      const { coupon } = await couponApi.validate(code, cart.total_price);
      cartActions.applyCoupon(coupon);
    } catch (error) {
      setCouponError(serverMessage(error, 'Error al validar el cupón'));
    } finally {
      setCouponBusy(false);
    }
  };

  return (
    <CartScreen
      cart={cart}
      onQuantityChange={cartActions.setQuantity}
      onRemoveFromCart={(product) => cartActions.remove(product.id)}
      onAddToCart={cards.onAddToCart}
      productHref={cards.productHref}
      imageUrl={cards.imageUrl}
      onApplyCoupon={(code) => void applyCoupon(code)}
      onRemoveCoupon={() => {
        setCouponError(null);
        cartActions.removeCoupon();
      }}
      couponBusy={couponBusy}
      couponError={couponError}
      recommended={(recommended.data ?? []).filter((p) => !cards.inCart(p.id))}
    />
  );
}
