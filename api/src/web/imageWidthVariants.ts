import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, isImageWidth, type ResizableImageKind } from '@tienda/domain';
import { HttpError } from '../http/errors';
import { ensureFile } from './fileCache';

/** The width asked for in `?w=`, if it is one the server makes for this kind of picture; else a 400. */
export function requestedWidth(kind: ResizableImageKind, w: unknown): number {
  const width = Number(w);
  // Exactly '480': not '480.0', ' 480' nor two w's.
  if (typeof w !== 'string' || String(width) !== w || !isImageWidth(kind, width)) {
    const widths = IMAGE_WIDTHS[kind];
    throw new HttpError(400, `El ancho pedido no es válido. Anchos disponibles: ${widths.slice(0, -1).join(', ')} y ${widths.at(-1)}.`);
  }
  return width;
}

/**
 * The picture `name` of `folder`, `width` pixels wide (narrower originals keep their width) as WebP:
 * its path under `folder` (w480/{name}), made on the first request and again when the original
 * changes. Undefined when there is no such picture.
 */
export async function widthVariant(folder: string, name: string, width: number): Promise<string | undefined> {
  const original = path.join(folder, name);
  const source = await stat(original).catch(() => undefined);
  if (!source?.isFile()) return undefined;
  const variant = path.join(`w${width}`, name.toLowerCase().endsWith('.webp') ? name : `${name}.webp`);
  await ensureFile(
    path.join(folder, variant),
    () => sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    (made) => made.mtimeMs >= source.mtimeMs,
  );
  return variant;
}
