import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ResizableImageKind } from '@tienda/domain';
import { HttpError } from '../../../http/errors';

/** The largest picture the back office takes: a phone's photo fits, a poster does not. */
export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A small file can still unpack into a huge bitmap: 50 megapixels is more than any shop picture.
const MAX_INPUT_PIXELS = 50_000_000;
/** The box a picture is brought into: twice the widest `srcset` width, enough for a sharp zoom. */
const BOUNDS: Record<ResizableImageKind, { width: number; height: number }> = {
  product: { width: 2 * Math.max(...IMAGE_WIDTHS.product), height: 2 * Math.max(...IMAGE_WIDTHS.product) },
  banner: { width: Math.max(...IMAGE_WIDTHS.banner), height: Math.max(...IMAGE_WIDTHS.banner) },
};

/** The bytes of the form's one file (field `file`), at most CATALOGUE_IMAGE_MAX_BYTES. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, 'Envía la imagen como archivo de un formulario (multipart/form-data).');
  let upload: Buffer | undefined;
  try {
    const file = await request.file();
    if (file && file.fieldname !== 'file') throw new HttpError(400, 'Envía la imagen en el campo "file" del formulario.');
    upload = await file?.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, 'La imagen no puede superar los 10 MB.');
    throw new HttpError(400, 'No pudimos leer el formulario con la imagen.');
  }
  if (!upload?.length) throw new HttpError(400, 'Falta la imagen.');
  return upload;
}

/**
 * The upload as the shop keeps its pictures: WebP (as the demo's and the `?w=` variants are), turned
 * upright, within the kind's box and never enlarged. What it is comes from its bytes, never from its
 * name or content type, and re-encoding leaves behind everything else the file carried (EXIF, GPS,
 * colour profiles, scripts in a disguised file).
 */
export async function toCatalogueImage(kind: ResizableImageKind, upload: Buffer): Promise<Buffer> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (ACCEPTED_FORMATS.has(format)) {
      const { width, height } = BOUNDS[kind];
      return await image.rotate().resize(width, height, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    }
  } catch {
    // Not an image sharp can read, or too many pixels: the same answer as any other format.
  }
  throw new HttpError(415, 'La imagen debe ser un archivo JPEG, PNG o WebP de hasta 50 megapíxeles.');
}

/** Saves the picture under a new random name in its kind's folder (served by /product/{name}, /banner/{name}). */
export async function saveCatalogueImage(imagesDir: string, kind: ResizableImageKind, data: Buffer): Promise<string> {
  const dir = path.join(imagesDir, kind);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(dir, { recursive: true });
  // Written aside then renamed: a reader never sees half a picture.
  await writeFile(path.join(dir, `${name}.tmp`), data);
  await rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
  return name;
}

// A plain file name, as the image routes serve them (web/images.ts): no folders, no leading dot.
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(webp|png|jpe?g)$/i;

/** The names of `names` that are no picture in the kind's folder (never uploaded, or not a file name). */
export async function missingImages(imagesDir: string, kind: ResizableImageKind, names: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    names.map(async (name) => IMAGE_NAME.test(name) && (await stat(path.join(imagesDir, kind, name)).catch(() => undefined))?.isFile() === true),
  );
  return names.filter((_, i) => !found[i]);
}
