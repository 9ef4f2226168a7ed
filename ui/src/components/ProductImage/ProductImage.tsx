import { useState } from 'react';
import { Package } from 'lucide-react';
import { image, placeholder, placeholderIcon } from './ProductImage.css';

export type ProductImageProps = {
  /** The picture's URL; without one (or when it fails to load) the default placeholder shows. */
  src?: string;
  /** What the picture shows; '' when something around it already names it (a labelled button). */
  alt: string;
};

/**
 * A product picture that never leaves a broken image behind: no URL, or one that fails,
 * gives the shop's default placeholder, the same drawn package the product cards show.
 */
export function ProductImage({ src, alt }: ProductImageProps) {
  // Remembering which URL failed (not just "failed") lets a new URL try again.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (src && src !== failedSrc) {
    return <img className={image} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
  }
  return (
    <div className={placeholder} role={alt ? 'img' : undefined} aria-label={alt ? 'Imagen no disponible' : undefined}>
      <Package className={placeholderIcon} strokeWidth={1.5} aria-hidden="true" />
    </div>
  );
}
