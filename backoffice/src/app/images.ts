import { imageUrl } from '@tienda/client';

export const productImageUrl = (name: string) => imageUrl('product', name);
export const bannerImageUrl = (name: string) => imageUrl('banner', name);
