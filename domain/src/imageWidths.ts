// The widths the server resizes pictures to (GET /product/{name}?w=480), so a page's `srcset` and the
// server agree on one list. Mobile banners are drawn 780 px wide and desktop ones 1600 px.
export const IMAGE_WIDTHS = {
  product: [320, 480, 640, 960],
  banner: [400, 800, 1200, 1600],
} as const;

export type ResizableImageKind = keyof typeof IMAGE_WIDTHS;

export function isImageWidth(kind: ResizableImageKind, width: number): boolean {
  return (IMAGE_WIDTHS[kind] as readonly number[]).includes(width);
}

/** "/product/x.webp?w=320 320w, /product/x.webp?w=480 480w, …": every width the server makes of a picture. */
export function imageSrcSet(kind: ResizableImageKind, name: string): string {
  const url = `/${kind}/${encodeURIComponent(name)}`;
  return IMAGE_WIDTHS[kind].map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
