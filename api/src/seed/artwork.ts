import type { ProductSeed } from './data/products';
import { hash } from './hash';
import { escapeMarkup } from './markup';

// The drawings of the demo images, as SVG text: flat shapes on a 600 × 600 canvas. Only shapes and
// text, no gradients or ids, so several drawings can share one banner. Fonts: the first one installed
// wins; with none of them, librsvg falls back to any font, so a bare machine still renders.
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

type Palette = { body: string; dark: string; accent: string; backdrop: string; tint: string };

export type Shape = 'phone' | 'watch' | 'speaker' | 'headphones' | 'kettle' | 'blender' | 'appliance' | 'fan' | 'iron' | 'robot';

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** One hue, five tones: the device, its dark parts, a highlight, and two pale backgrounds. */
export function palette(hue: number): Palette {
  return {
    body: hslToHex(hue, 55, 46),
    dark: hslToHex(hue, 30, 20),
    accent: hslToHex(hue, 80, 72),
    backdrop: hslToHex(hue, 60, 95),
    tint: hslToHex(hue, 55, 87),
  };
}

/** Centred text, shrunk when it would not fit `maxWidth` (DejaVu's bold letters are about 0.68 em wide). */
export function text(x: number, y: number, content: string, size: number, fill: string, { maxWidth = Infinity, weight = 700, anchor = 'middle' } = {}): string {
  const fitted = Math.min(size, maxWidth / (0.68 * Math.max(content.length, 1)));
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${fitted.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeMarkup(content)}</text>`;
}

const drawings: Record<Shape, (p: Palette, brand: string) => string> = {
  phone: (p, brand) => `
    <rect x="185" y="50" width="230" height="460" rx="36" fill="${p.dark}"/>
    <rect x="413" y="150" width="8" height="64" rx="4" fill="${p.dark}"/>
    <rect x="197" y="62" width="206" height="436" rx="26" fill="${p.body}"/>
    <path d="M197 300 L403 120 L403 230 L197 410 Z" fill="#ffffff" opacity="0.1"/>
    <circle cx="300" cy="84" r="7" fill="#0b0d12"/>
    ${text(300, 190, '10:08', 56, '#ffffff', { weight: 300 })}
    ${text(300, 222, 'Lunes 12', 20, '#ffffff', { weight: 400 })}
    ${[222, 266, 310, 354].map((x) => `<rect x="${x}" y="330" width="26" height="26" rx="8" fill="#ffffff" opacity="0.3"/>`).join('')}
    ${text(300, 440, brand, 28, '#ffffff', { maxWidth: 180 })}`,
  watch: (p, brand) => `
    <rect x="240" y="50" width="120" height="460" rx="40" fill="${p.body}"/>
    <circle cx="300" cy="450" r="6" fill="${p.dark}" opacity="0.5"/>
    <circle cx="300" cy="475" r="6" fill="${p.dark}" opacity="0.5"/>
    <rect x="185" y="150" width="230" height="260" rx="64" fill="${p.dark}"/>
    <rect x="408" y="235" width="20" height="50" rx="7" fill="${p.dark}"/>
    <rect x="203" y="168" width="194" height="224" rx="50" fill="#0b0d12"/>
    ${text(300, 238, '♥ 72', 20, p.accent, { weight: 400 })}
    ${text(300, 298, '10:08', 48, '#ffffff', { weight: 300 })}
    ${text(300, 338, brand, 20, p.accent, { maxWidth: 150 })}`,
  speaker: (p, brand) => {
    const dots: string[] = [];
    for (let y = 222; y <= 360; y += 17) for (let x = 140; x <= 460; x += 17) dots.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
    return `
    <rect x="270" y="180" width="60" height="14" rx="6" fill="${p.dark}"/>
    <rect x="80" y="190" width="440" height="200" rx="100" fill="${p.body}"/>
    <g fill="${p.dark}" opacity="0.3">${dots.join('')}</g>
    <ellipse cx="100" cy="290" rx="22" ry="84" fill="${p.dark}"/>
    <ellipse cx="500" cy="290" rx="22" ry="84" fill="${p.dark}"/>
    <rect x="225" y="262" width="150" height="56" rx="14" fill="${p.dark}"/>
    ${text(300, 299, brand, 24, '#ffffff', { maxWidth: 130 })}
    <rect x="170" y="386" width="260" height="14" rx="7" fill="${p.dark}"/>`;
  },
  headphones: (p, brand) => `
    <path d="M150 330 C150 110 450 110 450 330" fill="none" stroke="${p.dark}" stroke-width="40" stroke-linecap="round"/>
    <path d="M150 330 C150 110 450 110 450 330" fill="none" stroke="${p.body}" stroke-width="26" stroke-linecap="round"/>
    ${text(300, 178, brand, 18, '#ffffff', { maxWidth: 130 })}
    <rect x="110" y="315" width="110" height="185" rx="50" fill="${p.body}"/>
    <rect x="380" y="315" width="110" height="185" rx="50" fill="${p.body}"/>
    <rect x="200" y="332" width="36" height="150" rx="18" fill="${p.dark}"/>
    <rect x="364" y="332" width="36" height="150" rx="18" fill="${p.dark}"/>
    <circle cx="160" cy="408" r="26" fill="${p.dark}" opacity="0.25"/>
    <circle cx="440" cy="408" r="26" fill="${p.dark}" opacity="0.25"/>`,
  kettle: (p, brand) => `
    <path d="M372 205 C470 210 470 420 392 430" fill="none" stroke="${p.dark}" stroke-width="28" stroke-linecap="round"/>
    <path d="M228 215 L150 170 L144 190 L222 268 Z" fill="${p.body}"/>
    <path d="M205 460 L228 180 Q300 158 372 180 L395 460 Z" fill="${p.body}"/>
    <rect x="240" y="240" width="16" height="170" rx="8" fill="#ffffff" opacity="0.35"/>
    <ellipse cx="300" cy="178" rx="76" ry="16" fill="${p.dark}"/>
    <rect x="282" y="146" width="36" height="22" rx="8" fill="${p.dark}"/>
    <rect x="160" y="458" width="280" height="42" rx="16" fill="${p.dark}"/>
    ${text(318, 340, brand, 28, '#ffffff', { maxWidth: 120 })}`,
  blender: (p, brand) => `
    <path d="M380 140 C445 150 445 310 372 322" fill="none" stroke="${p.dark}" stroke-width="20" stroke-linecap="round"/>
    <path d="M215 370 L235 110 L380 110 L365 370 Z" fill="#ffffff" opacity="0.6" stroke="${p.dark}" stroke-width="6"/>
    <path d="M221 368 L230 250 L373 250 L366 368 Z" fill="${p.body}" opacity="0.85"/>
    <rect x="222" y="88" width="166" height="30" rx="10" fill="${p.dark}"/>
    <path d="M190 500 L215 375 L385 375 L410 500 Z" fill="${p.dark}"/>
    ${text(300, 420, brand, 22, '#ffffff', { maxWidth: 150 })}
    <circle cx="300" cy="465" r="16" fill="${p.body}"/>`,
  appliance: (p, brand) => `
    <rect x="95" y="150" width="410" height="300" rx="26" fill="${p.body}"/>
    <rect x="120" y="175" width="260" height="250" rx="16" fill="${p.dark}"/>
    <path d="M135 390 L300 190 L365 190 L200 410 Z" fill="#ffffff" opacity="0.1"/>
    <rect x="395" y="180" width="90" height="46" rx="8" fill="#0b0d12"/>
    ${text(440, 212, '12:00', 20, p.accent, { weight: 400 })}
    <circle cx="440" cy="280" r="24" fill="${p.dark}"/>
    <circle cx="440" cy="350" r="24" fill="${p.dark}"/>
    ${text(440, 418, brand, 18, '#ffffff', { maxWidth: 90 })}
    <rect x="125" y="450" width="44" height="16" rx="5" fill="${p.dark}"/>
    <rect x="431" y="450" width="44" height="16" rx="5" fill="${p.dark}"/>`,
  fan: (p, brand) => {
    const spokes = Array.from({ length: 24 }, (_, i) => {
      const angle = (i * Math.PI) / 12;
      return `<line x1="300" y1="230" x2="${(300 + 168 * Math.cos(angle)).toFixed(1)}" y2="${(230 + 168 * Math.sin(angle)).toFixed(1)}"/>`;
    });
    const blades = [0, 120, 240].map((deg) => `<ellipse cx="300" cy="152" rx="46" ry="76" transform="rotate(${deg} 300 230)"/>`);
    return `
    <rect x="289" y="395" width="22" height="110" fill="${p.dark}"/>
    <ellipse cx="300" cy="505" rx="110" ry="22" fill="${p.dark}"/>
    ${text(300, 512, brand, 18, '#ffffff', { maxWidth: 150 })}
    <circle cx="300" cy="230" r="170" fill="#ffffff" opacity="0.35"/>
    <g fill="${p.body}" opacity="0.92">${blades.join('')}</g>
    <g stroke="${p.dark}" stroke-width="3" opacity="0.3">${spokes.join('')}</g>
    <circle cx="300" cy="230" r="170" fill="none" stroke="${p.dark}" stroke-width="8"/>
    <circle cx="300" cy="230" r="34" fill="${p.dark}"/>`;
  },
  iron: (p, brand) => `
    <path d="M250 292 C250 170 300 150 455 150 Q490 150 490 185 L490 292" fill="none" stroke="${p.dark}" stroke-width="34" stroke-linejoin="round"/>
    <path d="M95 420 C120 330 220 290 330 290 L478 290 Q500 290 500 312 L500 420 Z" fill="${p.body}"/>
    <path d="M170 400 C190 350 240 325 300 322 L300 400 Z" fill="#ffffff" opacity="0.3"/>
    <rect x="90" y="418" width="415" height="28" rx="10" fill="#c7ccd3"/>
    ${text(400, 375, brand, 26, '#ffffff', { maxWidth: 170 })}`,
  robot: (p, brand) => `
    <circle cx="300" cy="285" r="205" fill="${p.dark}"/>
    <circle cx="300" cy="285" r="190" fill="${p.body}"/>
    <path d="M130 200 A190 190 0 0 1 470 200" fill="none" stroke="${p.dark}" stroke-width="10" opacity="0.5"/>
    <circle cx="300" cy="205" r="46" fill="${p.dark}"/>
    <circle cx="300" cy="205" r="28" fill="${p.accent}" opacity="0.6"/>
    <circle cx="300" cy="320" r="16" fill="#ffffff" opacity="0.85"/>
    ${text(300, 400, brand, 26, '#ffffff', { maxWidth: 220 })}`,
};

const CATEGORY_SHAPES: Record<number, Shape> = { 1: 'phone', 2: 'watch', 3: 'speaker', 4: 'headphones', 5: 'appliance', 6: 'appliance' };

/** The drawing that looks most like the product: by its kind where one fits, else by its category. */
function shapeOf({ kind, categoryId }: Pick<ProductSeed, 'kind' | 'categoryId'>): Shape {
  const k = kind.toLowerCase();
  if (k.startsWith('pava')) return 'kettle';
  if (/licuadora|batidora|procesadora|exprimidor/.test(k)) return 'blender';
  if (k.startsWith('ventilador')) return 'fan';
  if (k.startsWith('plancha')) return 'iron';
  if (k.startsWith('robot')) return 'robot';
  return CATEGORY_SHAPES[categoryId] ?? 'appliance';
}

/** A drawing placed on a larger canvas: its 600 × 600 box scaled and moved to (x, y). */
export function placed(shape: Shape, p: Palette, brand: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawings[shape](p, brand)}</g>`;
}

// Three views per product: front, turned, and closer.
const VIEWS = ['', 'translate(300 290) rotate(-12) scale(0.88) translate(-300 -290)', 'translate(300 280) scale(1.22) translate(-300 -275)'];

/** Picture `view` (0..2) of a product: its drawing in its own colour, the brand on it, the model below. */
export function productArtwork(seed: ProductSeed, view: number): string {
  const p = palette(hash(`${seed.brand} ${seed.model} ${seed.variant}`) % 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${view === 1 ? p.tint : p.backdrop}"/>
  <circle cx="300" cy="280" r="230" fill="${view === 1 ? p.backdrop : p.tint}"/>
  <ellipse cx="300" cy="522" rx="180" ry="16" fill="#000000" opacity="0.1"/>
  <g transform="${VIEWS[view] ?? ''}">${drawings[shapeOf(seed)](p, seed.brand)}</g>
  <rect x="0" y="540" width="600" height="60" fill="#ffffff" opacity="0.85"/>
  ${text(300, 580, seed.model, 26, p.dark, { maxWidth: 560, weight: 600 })}
</svg>`;
}
