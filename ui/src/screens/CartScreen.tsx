import { useEffect, useId, useRef } from 'react';
import { CircleAlert, ShoppingCart } from 'lucide-react';
import { cartWithoutNationalTaxes, couponDiscount, isInCart, itemCount, type Cart, type Product, type ProductId } from '@tienda/domain';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { CartLine } from '../components/CartLine';
import { CouponField } from '../components/CouponField';
import { EmptyState } from '../components/EmptyState';
import { Heading } from '../components/Heading';
import { MobileSummaryBar } from '../components/MobileSummaryBar';
import { ProductCarousel } from '../components/ProductCarousel';
import type { ProductCardActions } from '../components/ProductCard';
import { PurchaseSummary } from '../components/PurchaseSummary';
import { Stack } from '../components/Stack';
import { shopPaths } from '../paths';
import { bareList } from '../theme/utils.css';
import * as styles from './CartScreen.css';

export type CartScreenProps = Pick<ProductCardActions, 'productHref' | 'imageUrl' | 'onAddToCart' | 'onRemoveFromCart'> & {
  /** The cart as the domain keeps it: lines, totals and the applied coupon. */
  cart: Cart;
  /** Called with the next quantity of a line, already within 1..stock. */
  onQuantityChange: (productId: ProductId, quantity: number) => void;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
  /** While the server checks a coupon. */
  couponBusy?: boolean;
  /** The server's refusal of a coupon ('Error al validar el cupón' when it sent no message). */
  couponError?: string | null;
  /** Products shown under the cart (highlighted ones); the section is left out when there are none. */
  recommended?: readonly Product[];
  /** While the recommended products load: placeholder cards. */
  recommendedLoading?: boolean;
};

/**
 * '/cart' (spec §2 Cart): the lines with their quantities, the coupon and 'Resumen de compra'
 * with 'Continuar compra'; the empty state; recommended products below. A product that ran
 * out of stock since it was added blocks the purchase until it is removed. `onRemoveFromCart`
 * serves both a line's remove button and a recommended card's.
 */
export function CartScreen({
  cart,
  onQuantityChange,
  onRemoveFromCart,
  onAddToCart,
  productHref,
  imageUrl,
  onApplyCoupon,
  onRemoveCoupon,
  couponBusy = false,
  couponError = null,
  recommended = [],
  recommendedLoading = false,
}: CartScreenProps) {
  const blockedId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const isEmpty = cart.items.length === 0;
  const hasSoldOutLine = cart.items.some((item) => item.product.stock === 0);
  const total = cart.discountedTotal ?? cart.total_price;
  const totalWithoutTaxes = cartWithoutNationalTaxes(cart);

  // A removed line takes its focused button with it: the focus goes to the name of the line
  // that took its place (or of the new last one), or to 'Explorar productos' once the cart is empty.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const names = linesRef.current?.querySelectorAll('a');
    const next = names ? names[Math.min(index, names.length - 1)] : emptyRef.current?.querySelector('a');
    next?.focus();
  }, [cart.items]);

  const showSummary = () => {
    summaryRef.current?.scrollIntoView({ block: 'start' });
    summaryRef.current?.focus({ preventScroll: true });
  };

  // A product without stock cannot be bought: the button says why it is off.
  const continueAction = hasSoldOutLine ? (
    <Button fullWidth disabled aria-describedby={blockedId}>
      Continuar compra
    </Button>
  ) : (
    <ButtonLink href={shopPaths.payment} fullWidth>
      Continuar compra
    </ButtonLink>
  );

  return (
    <Stack space={{ mobile: 'large', desktop: 'xlarge' }}>
      <Heading level="1">Carrito de compras</Heading>

      {isEmpty ? (
        <div ref={emptyRef} className={styles.empty}>
          <EmptyState
            icon={<ShoppingCart size={36} />}
            title="Aún no tienes productos en el carrito"
            description="Explora productos por categorías, precio, marcas y más"
            actions={<ButtonLink href={shopPaths.explore}>Explorar productos</ButtonLink>}
          />
        </div>
      ) : (
        <div className={styles.columns}>
          <Stack as="ul" ref={linesRef} space="small" className={bareList} aria-label="Productos en el carrito">
            {cart.items.map((item, index) => (
              <CartLine
                key={item.product.id}
                item={item}
                href={productHref(item.product.id)}
                imageUrl={imageUrl(item.product)}
                onQuantityChange={(quantity) => onQuantityChange(item.product.id, quantity)}
                onRemove={() => {
                  removedAt.current = index;
                  onRemoveFromCart(item.product);
                }}
              />
            ))}
          </Stack>

          <Stack space="medium">
            <div className={styles.couponPanel}>
              <CouponField
                appliedCode={cart.coupon?.code}
                onApply={onApplyCoupon}
                onRemove={onRemoveCoupon}
                busy={couponBusy}
                error={couponError}
              />
            </div>
            <div ref={summaryRef} tabIndex={-1} className={styles.summaryTarget}>
              <PurchaseSummary
                itemCount={itemCount(cart)}
                subtotal={cart.total_price}
                coupon={cart.coupon ? { code: cart.coupon.code, discount: couponDiscount(cart.coupon, cart.total_price) } : undefined}
                total={total}
                totalWithoutNationalTaxes={totalWithoutTaxes}
                action={
                  <>
                    {hasSoldOutLine && (
                      <Box as="p" id={blockedId} display="flex" alignItems="flex-start" gap="xxsmall" margin="none" className={styles.blocked}>
                        <CircleAlert size={16} aria-hidden="true" className={styles.blockedIcon} />
                        Hay productos sin stock en tu carrito: quitalos para continuar.
                      </Box>
                    )}
                    {continueAction}
                  </>
                }
              />
            </div>
          </Stack>
        </div>
      )}

      {(recommendedLoading || recommended.length > 0) && (
        <ProductCarousel
          title="Productos recomendados"
          products={recommended}
          loading={recommendedLoading}
          productHref={productHref}
          imageUrl={imageUrl}
          inCart={(productId) => isInCart(cart, productId)}
          onAddToCart={onAddToCart}
          onRemoveFromCart={onRemoveFromCart}
        />
      )}

      {!isEmpty && <MobileSummaryBar total={total} totalWithoutNationalTaxes={totalWithoutTaxes} onShowSummary={showSummary} action={continueAction} />}
    </Stack>
  );
}
