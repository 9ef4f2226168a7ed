import { useState } from 'react';
import { Package } from 'lucide-react';
import { Box } from '../Box';
import { image, placeholder, placeholderIcon } from './ProductImage.css';
import { loadingAttributes, PRODUCT_IMAGE_SIZE, responsiveImage, type ImageLoading } from './responsive';

/** A thumbnail (cart line, summary, gallery row): at most 96 px wide. */
const THUMBNAIL_SIZES = '96px';

export type ProductImageProps = {
  /** The picture's URL; without one (or when it fails to load) the default placeholder shows. */
  src?: string;
  /** What the picture shows; '' when something around it already names it (a labelled button). */
  alt: string;
  /**
   * How wide the picture is shown, as the `sizes` attribute says it (a server picture then comes
   * in the width that fits); a thumbnail of at most 96 px unless told.
   */
  sizes?: string;
  /** 'priority' for the page's main picture; pictures load lazily unless told. */
  loading?: ImageLoading;
};

/**
 * A product picture that never leaves a broken image behind: no URL, or one that fails,
 * gives the shop's default placeholder, the same drawn package the product cards show.
 */
export function ProductImage({ src, alt, sizes = THUMBNAIL_SIZES, loading = 'lazy' }: ProductImageProps) {
  // Remembering which URL failed (not just "failed") lets a new URL try again.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (src && src !== failedSrc) {
    return (
      <img
        className={image}
        src={src}
        {...responsiveImage(src, sizes)}
        alt={alt}
        {...PRODUCT_IMAGE_SIZE}
        {...loadingAttributes(loading)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      className={placeholder}
      role={alt ? 'img' : undefined}
      aria-label={alt ? 'Imagen no disponible' : undefined}
    >
      <Package className={placeholderIcon} strokeWidth={1.5} aria-hidden="true" />
    </Box>
  );
}
