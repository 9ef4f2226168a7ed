import { useState } from 'react';
import { PackageX, ShoppingCartMinus, ShoppingCartPlus } from 'lucide-react';
import { QUANTITY_MIN, clampQuantity, type Product } from '@tienda/domain';
import { Button } from '../Button';
import { Price } from '../Price';
import { QuantityStepper } from '../QuantityStepper';
import { Stack } from '../Stack';
import { actions, purchase, soldOut } from './ProductPurchase.css';

export type ProductPurchaseProps = {
  product: Product;
  /** Units of this product in the cart; undefined while it is not in the cart. */
  cartQuantity?: number;
  /** 'Agregar al carrito', with the units chosen. */
  onAddToCart: (quantity: number) => void;
  onRemoveFromCart: () => void;
  /** In the cart, a new quantity applies at once (spec §4 Payment). */
  onQuantityChange: (quantity: number) => void;
  /** 'Comprar', with the units chosen (or those in the cart). */
  onBuy: (quantity: number) => void;
};

/**
 * The product page's buying box: the prices (with the price without national taxes), the quantity (1 to stock)
 * and the cart and buy buttons. Out of stock it says 'Sin Stock' and sells nothing, though a
 * product already in the cart can still be taken out.
 */
export function ProductPurchase({
  product,
  cartQuantity,
  onAddToCart,
  onRemoveFromCart,
  onQuantityChange,
  onBuy,
}: ProductPurchaseProps) {
  // Units chosen before the product is in the cart; once it is, the cart's count rules.
  const [chosen, setChosen] = useState(QUANTITY_MIN);
  const inCart = cartQuantity !== undefined;
  const quantity = cartQuantity ?? clampQuantity(chosen, product.stock);
  const available = product.stock > 0;

  return (
    <Stack space="large" className={purchase}>
      {/* The price without national taxes sits under the cash price, at the product's own rates. */}
      <Price
        price={product.price}
        final_price={product.final_price}
        internal_cost={product.internal_cost}
        iva_rate={product.iva_rate}
        internal_tax_rate={product.internal_tax_rate}
        size="detail"
        muted={!available}
      />

      {available ? (
        <QuantityStepper
          label="Cantidad"
          value={quantity}
          max={product.stock}
          onChange={(next) => (inCart ? onQuantityChange(next) : setChosen(next))}
        />
      ) : (
        <p className={soldOut}>
          <PackageX size={20} aria-hidden="true" />
          Sin Stock
        </p>
      )}

      {(available || inCart) && (
        <Stack space="small" className={actions}>
          {available && (
            <Button size="large" fullWidth onClick={() => onBuy(quantity)}>
              Comprar
            </Button>
          )}
          {/* One button that changes its word, so it keeps the focus when pressed. */}
          <Button
            variant="secondary"
            size="large"
            fullWidth
            icon={inCart ? <ShoppingCartMinus size={20} aria-hidden="true" /> : <ShoppingCartPlus size={20} aria-hidden="true" />}
            onClick={() => (inCart ? onRemoveFromCart() : onAddToCart(quantity))}
          >
            {inCart ? 'Quitar del carrito' : 'Agregar al carrito'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
