import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';

/** The folder of the avatar files, inside the images folder. */
export const avatarDirIn = (imagesDir: string) => path.join(imagesDir, 'avatar');

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A small file can still unpack into a huge bitmap; nothing this large is a profile photo.
const MAX_INPUT_PIXELS = 40_000_000;

/** The bytes of the form's one file, at most 2 MB. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, 'Envía la imagen como archivo de un formulario (multipart/form-data).');
  let upload: Buffer | undefined;
  try {
    upload = await (await request.file())?.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, 'La imagen no puede superar los 2 MB.');
    throw new HttpError(400, 'No pudimos leer el formulario con la imagen.');
  }
  // A form with an empty file brings no image either.
  if (!upload?.length) throw new HttpError(400, 'Falta la imagen.');
  return upload;
}

/**
 * A 256×256 WebP of the upload. What it is comes from its bytes, never from its name or
 * content type, and re-encoding leaves behind anything else the file carried.
 */
export async function toAvatar(upload: Buffer): Promise<Buffer> {
  try {
    // Inside the try: sharp refuses some inputs (an empty buffer) as soon as it is given them.
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (ACCEPTED_FORMATS.has(format)) {
      return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp().toBuffer();
    }
  } catch {
    // Not an image sharp can read: the same answer as any other format.
  }
  throw new HttpError(400, 'La imagen debe ser un archivo JPEG, PNG o WebP.');
}

/** Saves the avatar under a new random name (served by /avatar/{name}) and returns the name. */
export async function saveAvatar(dir: string, data: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), data);
  return name;
}

export async function removeAvatar(dir: string, name: string): Promise<void> {
  await rm(path.join(dir, path.basename(name)), { force: true });
}
