/** Where the shop serves a product's or a banner's picture by its file name. */
export const imageUrl = (kind: 'product' | 'banner', name: string | undefined) => (name ? `/${kind}/${encodeURIComponent(name)}` : undefined);
export const productImageUrl = (name: string) => imageUrl('product', name);
export const bannerImageUrl = (name: string) => imageUrl('banner', name);
