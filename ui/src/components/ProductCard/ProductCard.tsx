import { useId, useState } from 'react';
import { Package, ShoppingCartMinus, ShoppingCartPlus } from 'lucide-react';
import type { Product } from '@tienda/domain';
import { IconButton } from '../IconButton';
import { useLinkComponent } from '../Link';
import { Price } from '../Price';
import { breakpoints } from '../../theme/breakpoints';
import { loadingAttributes, PRODUCT_IMAGE_SIZE, responsiveImage } from '../ProductImage/responsive';
import { card, cartAction, image, media, name, nameLink, placeholder, soldOutLabel } from './ProductCard.css';

export type ProductCardProps = {
  product: Product;
  /** The product's first image; without it (or when it fails to load) a placeholder shows. */
  imageUrl?: string;
  /** The product page. */
  href: string;
  inCart: boolean;
  onAddToCart: (product: Product) => void;
  onRemoveFromCart: (product: Product) => void;
  /** The name's heading level in the page outline; h3 under a section's h2 by default. */
  headingLevel?: '2' | '3' | '4';
  /**
   * How wide the picture is shown, as the `sizes` attribute says it, so a phone downloads the
   * width it needs; by default a column of the product grid (half a phone, a quarter of 1280 px).
   */
  imageSizes?: string;
  /** 'eager' for the cards above the fold; the others load their picture when it nears the screen. */
  imageLoading?: 'eager' | 'lazy';
};

/** A column of the product grid: half a phone, a quarter of the 1280 px desktop column. */
const GRID_CARD_IMAGE_SIZES = `(min-width: ${breakpoints.desktop}px) 280px, 50vw`;

/**
 * A product in a grid: picture, name (the link to its page, stretched over the card),
 * prices, and one cart button. Out of stock it says 'Sin Stock' and offers no add;
 * a product already in the cart can still be removed.
 */
export function ProductCard({
  product,
  imageUrl,
  href,
  inCart,
  onAddToCart,
  onRemoveFromCart,
  headingLevel = '3',
  imageSizes = GRID_CARD_IMAGE_SIZES,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const LinkComponent = useLinkComponent();
  const nameId = useId();
  // Remembering which URL failed (not just "failed") lets a new URL try again.
  const [failedUrl, setFailedUrl] = useState<string>();
  const soldOut = product.stock === 0;
  const NameTag = `h${headingLevel}` as const;

  return (
    <article className={card} aria-labelledby={nameId}>
      <div className={media({ soldOut })}>
        {imageUrl && imageUrl !== failedUrl ? (
          <img
            className={image}
            src={imageUrl}
            {...responsiveImage(imageUrl, imageSizes)}
            alt={product.name}
            {...PRODUCT_IMAGE_SIZE}
            {...loadingAttributes(imageLoading)}
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <div className={placeholder} role="img" aria-label="Imagen no disponible">
            <Package size={56} strokeWidth={1.5} aria-hidden="true" />
          </div>
        )}
        {soldOut && <span className={soldOutLabel}>Sin Stock</span>}
      </div>

      <NameTag id={nameId} className={name}>
        <LinkComponent href={href} className={nameLink}>
          {product.name}
        </LinkComponent>
      </NameTag>

      <Price
        price={product.price}
        final_price={product.final_price}
        internal_cost={product.internal_cost}
        iva_rate={product.iva_rate}
        internal_tax_rate={product.internal_tax_rate}
        size="card"
        muted={soldOut}
      />

      {inCart ? (
        <IconButton
          className={cartAction}
          variant="critical"
          label={`Quitar del carrito: ${product.name}`}
          icon={<ShoppingCartMinus size={20} />}
          onClick={() => onRemoveFromCart(product)}
        />
      ) : (
        !soldOut && (
          <IconButton
            className={cartAction}
            variant="primary"
            label={`Agregar al carrito: ${product.name}`}
            icon={<ShoppingCartPlus size={20} />}
            onClick={() => onAddToCart(product)}
          />
        )
      )}
    </article>
  );
}
