import type { Shape } from '../artwork';

/** One offer of the home carousel, drawn in both sizes (mobile and desktop). */
export type BannerSeed = {
  name: string;
  title: readonly string[];
  subtitle: string;
  /** What the shopper who cannot see the image reads. */
  alt: string;
  hue: number;
  art: readonly [Shape, Shape];
};

export const BANNERS: readonly BannerSeed[] = [
  {
    name: 'cuotas-fijas',
    title: ['Hasta 6 cuotas fijas'],
    // An offer of instalments says where its cost is (Res. SIC 4/2025): each product shows its CFTEA.
    subtitle: 'Ver CFTEA y total financiado en cada producto',
    alt: 'Hasta 6 cuotas fijas. Ver CFTEA y total financiado en cada producto. Sujeto a riesgo crediticio.',
    hue: 224,
    art: ['phone', 'watch'],
  },
  {
    name: 'envios',
    title: ['Envíos a todo', 'el país'],
    subtitle: 'O retiro gratis en 18 sucursales',
    alt: 'Envíos a todo el país, o retiro gratis en 18 sucursales',
    hue: 168,
    art: ['speaker', 'headphones'],
  },
  {
    name: 'mejores-ofertas',
    title: ['Las mejores ofertas,', 'desde tu hogar'],
    subtitle: 'Tecnología, cocina y hogar',
    alt: 'Las mejores ofertas, desde tu hogar: tecnología, cocina y hogar',
    hue: 262,
    art: ['kettle', 'fan'],
  },
];
