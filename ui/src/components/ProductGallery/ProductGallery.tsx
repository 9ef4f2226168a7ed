import { useState } from 'react';
import { ProductImage } from '../ProductImage';
import { gallery, stage, thumbnail, thumbnails } from './ProductGallery.css';

export type ProductGalleryProps = {
  /** The product's pictures, first shown first; none gives the default placeholder. */
  images: readonly string[];
  /** Names the pictures for screen readers. */
  productName: string;
};

/** The product page's pictures: one large, and a row of thumbnails (buttons) to choose it. */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  // A shorter list (another product, same component) must not point past its end.
  const shown = Math.min(chosen, Math.max(images.length - 1, 0));
  const count = images.length;

  return (
    <div className={gallery}>
      <div className={stage}>
        <ProductImage src={images[shown]} alt={count > 1 ? `${productName}, imagen ${shown + 1} de ${count}` : productName} />
      </div>
      {count > 1 && (
        <ul className={thumbnails} aria-label="Imágenes del producto">
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
        </ul>
      )}
    </div>
  );
}
