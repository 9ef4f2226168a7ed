import { palette, placed, text } from './artwork';
import type { BannerSeed } from './data/banners';

/** Mobile banners show under 1024 px, desktop ones from there (spec §2 Home). */
export const BANNER_SIZES = { mobile: { width: 780, height: 520 }, desktop: { width: 1600, height: 400 } } as const;
export type BannerKind = keyof typeof BANNER_SIZES;

export function bannerFileName(banner: BannerSeed, kind: BannerKind): string {
  return `${banner.name}-${kind}.webp`;
}

// Where the words and the two drawings go: beside each other on desktop, stacked on mobile.
const LAYOUTS = {
  desktop: { x: 96, titleSize: 64, subtitleSize: 30, textTop: 0, textHeight: 400, art: [[1000, 30], [1230, 30]], artScale: 0.6 },
  mobile: { x: 48, titleSize: 50, subtitleSize: 26, textTop: 20, textHeight: 200, art: [[170, 215], [420, 215]], artScale: 0.5 },
} as const;

/** A banner: the offer in white on a band of the banner's hue, and two products drawn beside it. */
export function bannerArtwork(banner: BannerSeed, kind: BannerKind): string {
  const { width, height } = BANNER_SIZES[kind];
  const layout = LAYOUTS[kind];
  const band = palette(banner.hue);
  const devices = palette((banner.hue + 160) % 360);
  const lineHeight = layout.titleSize * 1.15;
  const blockHeight = banner.title.length * lineHeight + layout.subtitleSize * 1.6;
  const top = layout.textTop + (layout.textHeight - blockHeight) / 2 + layout.titleSize;
  const titles = banner.title.map((line, i) => text(layout.x, top + i * lineHeight, line, layout.titleSize, '#ffffff', { anchor: 'start' }));
  const subtitleY = top + (banner.title.length - 1) * lineHeight + layout.subtitleSize * 1.6;
  const art = banner.art.map((shape, i) => {
    const [x, y] = layout.art[i] ?? [0, 0];
    return placed(shape, devices, 'Tienda', x, y, layout.artScale);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${band.body}"/><stop offset="1" stop-color="${band.dark}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#band)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.62}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${width * 0.95}" cy="${height * 0.05}" r="${height * 0.3}" fill="#ffffff" opacity="0.06"/>
  ${titles.join('\n  ')}
  ${text(layout.x, subtitleY, banner.subtitle, layout.subtitleSize, band.tint, { anchor: 'start', weight: 400 })}
  ${art.join('\n  ')}
</svg>`;
}
