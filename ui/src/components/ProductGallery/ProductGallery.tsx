import { useState } from 'react';
import { Box } from '../Box';
import { ProductImage } from '../ProductImage';
import { Stack } from '../Stack';
import { breakpoints } from '../../theme/breakpoints';
import { gallery, stage, thumbnail, thumbnails } from './ProductGallery.css';

export type ProductGalleryProps = {
  /** The product's pictures, first shown first; none gives the default placeholder. */
  images: readonly string[];
  /** Names the pictures for screen readers. */
  productName: string;
};

/** The large picture: the page's width on a phone, half the 1280 px column on a desktop. */
const STAGE_SIZES = `(min-width: ${breakpoints.desktop}px) 540px, 100vw`;

/**
 * The product page's pictures: one large, and a row of thumbnails (buttons) to choose it.
 * The large one is the page's main picture: fetched at once and first; the thumbnails wait.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  // A shorter list (another product, same component) must not point past its end.
  const shown = Math.min(chosen, Math.max(images.length - 1, 0));
  const count = images.length;

  return (
    <Stack space="small" className={gallery}>
      <div className={stage}>
        <ProductImage
          src={images[shown]}
          alt={count > 1 ? `${productName}, imagen ${shown + 1} de ${count}` : productName}
          sizes={STAGE_SIZES}
          loading="priority"
        />
      </div>
      {count > 1 && (
        // The padding leaves room for the focus ring of the first and last thumbnails.
        <Box as="ul" display="flex" flexWrap="wrap" gap="xsmall" margin="none" padding="xxsmall" className={thumbnails} aria-label="Imágenes del producto">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={thumbnail}
                aria-label={`Ver imagen ${index + 1} de ${count}`}
                aria-pressed={index === shown}
                onClick={() => setChosen(index)}
              >
                <ProductImage src={src} alt="" />
              </button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
