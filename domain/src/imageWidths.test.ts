import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, isImageWidth } from './imageWidths';

describe('image widths', () => {
  it('lists every width the server makes, narrowest first', () => {
    for (const widths of Object.values(IMAGE_WIDTHS)) expect([...widths]).toEqual([...widths].sort((a, b) => a - b));
    expect(isImageWidth('product', 480)).toBe(true);
    expect(isImageWidth('product', 500)).toBe(false);
    expect(isImageWidth('banner', 320)).toBe(false);
  });

  it('builds a srcset from the same list', () => {
    expect(imageSrcSet('product', 'pava-1.webp')).toBe(
      '/product/pava-1.webp?w=320 320w, /product/pava-1.webp?w=480 480w, /product/pava-1.webp?w=640 640w, /product/pava-1.webp?w=960 960w',
    );
  });
});
