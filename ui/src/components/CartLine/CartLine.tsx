import { CircleAlert, Trash2 } from 'lucide-react';
import { formatARS, priceWithoutNationalTaxes, productTaxRates, type CartItem } from '@tienda/domain';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { NetOfTaxes } from '../NetOfTaxes';
import { useLinkComponent } from '../Link';
import { ProductImage } from '../ProductImage';
import { QuantityStepper } from '../QuantityStepper';
import { Stack } from '../Stack';
import { details, line, media, name, price, priceNote, quantity as quantityArea, remove, soldOut, soldOutIcon } from './CartLine.css';

export type CartLineProps = {
  item: CartItem;
  /** The product page. */
  href: string;
  /** The product's first image; without it a placeholder shows. */
  imageUrl?: string;
  /** Called with the next quantity, already within 1..stock. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/**
 * One product in the cart: picture, name (its page), the unit cash price with its price without
 * national taxes (at the product's own rates), the quantity
 * 1..stock and the way out. A product that ran out since it was added says so, in words,
 * and can only be removed.
 */
export function CartLine({ item, href, imageUrl, onQuantityChange, onRemove }: CartLineProps) {
  const LinkComponent = useLinkComponent();
  const { product, quantity } = item;
  const outOfStock = product.stock === 0;

  return (
    <li className={line}>
      <div className={media({ soldOut: outOfStock })}>
        {/* The name beside it already says what the picture shows. */}
        <ProductImage src={imageUrl} alt="" />
      </div>

      <Stack space="xxsmall" className={details}>
        <LinkComponent href={href} className={name}>
          {product.name}
        </LinkComponent>
        <div data-price="">
          <p className={price}>{formatARS(product.final_price)}</p>
          <p className={priceNote}>Precio unitario al contado</p>
          <NetOfTaxes amount={priceWithoutNationalTaxes(product.final_price, productTaxRates(product))} />
        </div>
        {outOfStock && (
          <Box as="p" display="flex" alignItems="flex-start" gap="xxsmall" margin="none" marginTop="xxsmall" className={soldOut}>
            <CircleAlert size={16} aria-hidden="true" className={soldOutIcon} />
            Sin stock: quitalo para continuar
          </Box>
        )}
      </Stack>

      <div className={quantityArea}>
        <QuantityStepper label="Cantidad" value={quantity} max={product.stock} onChange={onQuantityChange} disabled={outOfStock} />
      </div>

      <IconButton
        className={remove}
        variant="critical"
        label={`Quitar ${product.name} del carrito`}
        icon={<Trash2 size={20} />}
        onClick={onRemove}
      />
    </li>
  );
}
