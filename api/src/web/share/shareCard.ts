import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { CREDIT_RISK_NOTE, formatARS, installmentOfferRates, installmentOfferTerms, netOfTaxesText, priceWithoutNationalTaxes, productTaxRates } from '@tienda/domain';
import { escapeMarkup } from '../../seed/markup';
import type { ShareProduct } from './shareQueries';

/** The size link previews ask for (Open Graph, X's large card). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
// Several networks refuse or re-encode previews above this.
export const SHARE_CARD_MAX_BYTES = 300 * 1024;

// The shop theme's colours (ui/src/theme/shopTheme.css.ts).
export const COLOUR = { brand: '#1d4ed8', brandTint: '#e8effd', text: '#1f2937', textMuted: '#4b5563' };
// The first font installed wins, as in the demo pictures.
export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
// DejaVu Sans Bold's letters average about 0.69 em in product names: a little more, so lines never overflow.
export const BOLD_EM = 0.7;
export const LINE_HEIGHT = 1.2;
// The same for the regular weight (about 0.51 em).
export const REGULAR_EM = 0.55;

export const PANEL = SHARE_CARD_SIZE.height;
const PICTURE = { inset: 45, size: PANEL - 90 };
export const TEXT = { x: PANEL + 50, width: SHARE_CARD_SIZE.width - PANEL - 100 };

/** Words in lines of at most `perLine` letters; past `maxLines` the last line ends in an ellipsis. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

// The name's room above the prices, and its sizes, largest first: the largest that fits whole is used.
// Three lines at most, so the prices and the offer's disclosure below always have their room.
const NAME_AREA = { top: 140, height: 150 };
const NAME_SIZES = [52, 44, 38, 34];

function nameLines(name: string): { lines: string[]; size: number } {
  const atSize = (size: number) => ({
    size,
    lines: wrap(name, Math.floor(TEXT.width / (size * BOLD_EM)), Math.floor(NAME_AREA.height / (size * LINE_HEIGHT))),
  });
  return NAME_SIZES.map(atSize).find(({ lines }) => !lines.at(-1)!.endsWith('…')) ?? atSize(NAME_SIZES.at(-1)!);
}

export const textLine = (y: number, content: string, size: number, fill: string, weight = 400) =>
  `<text x="${TEXT.x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeMarkup(content)}</text>`;

/** The largest size up to `max` at which every one of `lines` fits the text column. */
export const fittingSize = (max: number, em: number, ...lines: string[]) =>
  Math.min(max, ...lines.map((line) => Math.floor(TEXT.width / (em * line.length))));

// Baselines below the name (which ends above 270 at any size): the cash price, then the offer.
const CASH_Y = 350;
const OFFER_Y = 450;

/**
 * The instalment offer and its cost (Res. SIC 4/2025), or nothing when the figures make no sense: the
 * instalments and the CFTEA at the same size, the CFTEA in bold (never less prominent), then the TEA,
 * TNA and total financed, and the spec's note.
 */
function offerSvg(product: ShareProduct): string[] {
  const rates = installmentOfferRates(product);
  if (!rates) return [];
  const terms = installmentOfferTerms(rates);
  const installments = `${terms.installments}*`;
  const size = fittingSize(30, BOLD_EM, installments, terms.cftea);
  const small = 22;
  const details = [`${terms.tea} · ${terms.tna}`, terms.totalFinanced];
  return [
    textLine(OFFER_Y, installments, size, COLOUR.text, 700),
    textLine(OFFER_Y + size * LINE_HEIGHT, terms.cftea, size, COLOUR.text, 700),
    ...details.map((line, i) => textLine(OFFER_Y + 2 * size * LINE_HEIGHT + (i + 0.4) * small * LINE_HEIGHT, line, fittingSize(small, REGULAR_EM, line), COLOUR.textMuted)),
    textLine(SHARE_CARD_SIZE.height - 28, `*${CREDIT_RISK_NOTE}`, 20, COLOUR.textMuted),
  ];
}

/** Everything but the picture: the tinted panel it sits on, and the words beside it. */
export function shareCardSvg(product: ShareProduct, hasPicture: boolean): string {
  const { width, height } = SHARE_CARD_SIZE;
  const name = nameLines(product.name);
  const nameTop = NAME_AREA.top + name.size;
  const cash = formatARS(product.final_price);
  const priceSize = fittingSize(56, BOLD_EM, cash);
  // Res. SIC 4/2025: the price to a final consumer goes with its price without national taxes.
  const netOfTaxes = netOfTaxesText(priceWithoutNationalTaxes(product.final_price, productTaxRates(product)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${PANEL}" height="${height}" fill="${COLOUR.brandTint}"/>
  <rect width="${width}" height="12" fill="${COLOUR.brand}"/>
  ${hasPicture ? '' : `<text x="${PANEL / 2}" y="${height / 2}" font-family="${FONT}" font-size="28" fill="${COLOUR.textMuted}" text-anchor="middle">Imagen no disponible</text>`}
  ${textLine(110, product.brand, 30, COLOUR.textMuted, 700)}
  ${name.lines.map((line, i) => textLine(nameTop + i * name.size * LINE_HEIGHT, line, name.size, COLOUR.text, 700)).join('\n  ')}
  ${textLine(CASH_Y, cash, priceSize, COLOUR.brand, 700)}
  ${textLine(CASH_Y + 38, 'al contado', 28, COLOUR.textMuted)}
  ${textLine(CASH_Y + 70, netOfTaxes, fittingSize(20, REGULAR_EM, netOfTaxes), COLOUR.textMuted)}
  ${offerSvg(product).join('\n  ')}
</svg>`;
}

/** The product's first picture fitted in its square, or undefined when it has none on disk. */
async function picture(product: ShareProduct, productImagesDir: string): Promise<Buffer | undefined> {
  const first = product.images[0];
  // Names come from the catalogue; still, only a plain file name is read, from the products' folder.
  if (!first || path.basename(first) !== first) return undefined;
  const source = await readFile(path.join(productImagesDir, first)).catch(() => undefined);
  return (
    source &&
    sharp(source).resize(PICTURE.size, PICTURE.size, { fit: 'contain', background: COLOUR.brandTint }).flatten({ background: COLOUR.brandTint }).toBuffer()
  );
}

/** A link-preview picture from its layers on white: a 1200 × 630 JPEG under 300 KB. */
export async function shareCardJpeg(layers: OverlayOptions[]): Promise<Buffer> {
  const card = await sharp({ create: { ...SHARE_CARD_SIZE, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) => sharp(card.data, { raw: card.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
  // Flat colours and text stay far below the limit at 85; a busy photograph may need less.
  for (const quality of [85, 75, 65]) {
    const jpeg = await encode(quality);
    if (jpeg.length < SHARE_CARD_MAX_BYTES) return jpeg;
  }
  return encode(50);
}

/** The product's link-preview picture. */
export async function drawShareCard(product: ShareProduct, productImagesDir: string): Promise<Buffer> {
  const art = await picture(product, productImagesDir);
  return shareCardJpeg([{ input: Buffer.from(shareCardSvg(product, Boolean(art))) }, ...(art ? [{ input: art, left: PICTURE.inset, top: PICTURE.inset }] : [])]);
}
