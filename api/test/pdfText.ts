import { fileURLToPath } from 'node:url';
// The legacy build runs on Node 20 (the modern one wants newer built-ins).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
