import { imageSrcSet, type ResizableImageKind } from '@tienda/domain';

/**
 * The intrinsic size of a product picture, given to every product <img> so its box is known
 * before it loads (the demo pictures are drawn 600 × 600: api/src/seed/artwork.ts). The CSS
 * still sizes the box; the attributes only give its aspect ratio early.
 */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

// A picture the shop's own server serves and resizes: /product/{name} or /banner/{name}, where
// {name} is a plain file name with an image extension (the server's own rule, api/src/web/images.ts).
const SERVER_PICTURE = /^\/(product|banner)\/([^/?#]+)$/;
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(webp|png|jpe?g)$/i;

/**
 * `srcSet` and `sizes` for a picture of the shop's server, so a phone downloads the width it
 * shows (`GET /product/{name}?w=480`, the widths of `IMAGE_WIDTHS`); nothing for any other URL
 * (another site, a data URL in a story), which is then loaded as it is.
 *
 * `sizes` says how wide the picture is shown, as the `sizes` attribute does.
 */
export function responsiveImage(src: string, sizes: string): { srcSet?: string; sizes?: string } {
  const match = SERVER_PICTURE.exec(src);
  if (!match || !IMAGE_NAME.test(match[2]!)) return {};
  const [, kind, name] = match as unknown as [string, ResizableImageKind, string];
  return { srcSet: imageSrcSet(kind, name), sizes };
}

/**
 * How a picture loads. `priority`: the page's main picture (the product page's first photo, the
 * home's first banner), fetched at once and before the others; otherwise `eager` (above the fold,
 * not the main one) or `lazy` (further down: fetched when it nears the screen, decoded off the
 * main thread).
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export function loadingAttributes(loading: ImageLoading) {
  switch (loading) {
    case 'priority':
      return { loading: 'eager', fetchPriority: 'high' } as const;
    case 'eager':
      return { loading: 'eager' } as const;
    case 'lazy':
      return { loading: 'lazy', decoding: 'async' } as const;
  }
}
