import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@tienda/domain';
import { BannerCarousel } from '../BannerCarousel';
import { ProductGallery } from '../ProductGallery';
import { ProductImage } from './ProductImage';
import { responsiveImage } from './responsive';

describe('responsiveImage', () => {
  it('offers every width the server makes of its own pictures', () => {
    expect(responsiveImage('/product/galaxy-a15.webp', '50vw')).toEqual({
      srcSet: IMAGE_WIDTHS.product.map((w) => `/product/galaxy-a15.webp?w=${w} ${w}w`).join(', '),
      sizes: '50vw',
    });
    expect(responsiveImage('/banner/hot-sale-desktop.webp', '100vw').srcSet).toBe(
      IMAGE_WIDTHS.banner.map((w) => `/banner/hot-sale-desktop.webp?w=${w} ${w}w`).join(', '),
    );
  });

  it('leaves any other address as it is', () => {
    for (const src of [
      'data:image/svg+xml,%3Csvg%3E',
      'https://cdn.example.com/product/x.webp',
      '/product/12',
      '/product/x.webp?w=480',
      '/product/x.svg',
      '/product/../secret.webp',
      '/avatar/me.webp',
      '/PRODUCT/x.webp',
    ]) {
      expect(responsiveImage(src, '50vw'), src).toEqual({});
    }
  });
});

// What the server-rendered page sends: the attributes must be in the HTML, before any script runs.
// (React writes some names in camel case, srcSet, fetchPriority: HTML reads names in any case.)
describe('server-rendered pictures', () => {
  it('a product picture: its size, its widths, and lazy unless it is the main one', () => {
    const html = renderToString(createElement(ProductImage, { src: '/product/a.webp', alt: 'A' }));
    expect(html).toContain('width="600" height="600"');
    expect(html).toMatch(/srcset="\/product\/a\.webp\?w=320 320w/i);
    expect(html).toContain('sizes="96px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it('the product page: the large picture first, at once; the thumbnails wait', () => {
    const html = renderToString(createElement(ProductGallery, { images: ['/product/a.webp', '/product/b.webp'], productName: 'A' }));
    const pictures = html.match(/<img[^>]*>/g) ?? [];
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
    expect(pictures[0]).toContain('loading="eager"');
    expect(pictures[0]).toContain('sizes="(min-width: 1024px) 540px, 100vw"');
    expect(pictures.slice(1).every((img) => img.includes('loading="lazy"') && !/fetchpriority/i.test(img))).toBe(true);
  });

  it('the home: the first banner of each set at once, the others wait', () => {
    const banners = (kind: string) => [1, 2].map((id) => ({ id, src: `/banner/b${id}-${kind}.webp`, alt: `B${id}` }));
    const html = renderToString(
      createElement(BannerCarousel, { mobileBanners: banners('mobile'), desktopBanners: banners('desktop'), autoPlay: false }),
    );
    const pictures = html.match(/<img[^>]*>/g) ?? [];
    expect(pictures.map((img) => /fetchpriority="high"/i.test(img))).toEqual([true, false, true, false]);
    expect(pictures.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(['eager', 'lazy', 'eager', 'lazy']);
    expect(pictures[0]).toContain('width="780" height="520"');
    expect(pictures[2]).toContain('width="1600" height="400"');
    // Each set's widths for where it shows; the narrowest where CSS hides it.
    expect(pictures[0]).toContain('sizes="(min-width: 1024px) 1px, 100vw"');
    expect(pictures[2]).toContain('sizes="(min-width: 1280px) 1232px, (min-width: 1024px) 100vw, 1px"');
  });
});
