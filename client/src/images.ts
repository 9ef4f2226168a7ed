/** Where the shop serves a product's, banner's or avatar's picture by its file name. */
export const imageUrl = (kind: 'product' | 'banner' | 'avatar', name: string | undefined) => (name ? `/${kind}/${encodeURIComponent(name)}` : undefined);
