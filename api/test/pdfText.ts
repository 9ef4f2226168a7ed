import { fileURLToPath } from 'node:url';
// The legacy build runs on Node 20 (the modern one wants newer built-ins).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Where pdf.js finds the metrics of PDF's standard fonts (Helvetica): without them it warns on every file.
const STANDARD_FONTS = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/** A PDF's text as a reader would copy it, page after page, every run of white space one space. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? ' ' : '');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: parts.join('').replace(/\s+/g, ' ') };
}

/** A picture a PDF paints, as RGBA pixels (what a QR reader takes). */
export type PdfImage = { width: number; height: number; rgba: Uint8ClampedArray };

/** The pictures painted on a PDF's first page, in the order they are painted. */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  const images: PdfImage[] = [];
  for (const [index, fn] of fnArray.entries()) {
    if (fn !== OPS.paintImageXObject) continue;
    const name = (argsArray[index] as [string])[0];
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) => page.objs.get(name, resolve));
    const pixels = image.width * image.height;
    // pdf.js gives RGB (3 bytes a pixel) or RGBA; a reader wants RGBA.
    const channels = image.data.length / pixels;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let pixel = 0; pixel < pixels; pixel += 1) {
      for (let channel = 0; channel < 3; channel += 1) rgba[pixel * 4 + channel] = image.data[pixel * channels + channel]!;
      rgba[pixel * 4 + 3] = channels === 4 ? image.data[pixel * 4 + 3]! : 255;
    }
    images.push({ width: image.width, height: image.height, rgba });
  }
  await pdf.destroy();
  return images;
}
