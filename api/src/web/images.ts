import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { optional, string, type, unknown } from 'superstruct';
import { contract, type ShopPlugin } from '../http/contract';
import { HttpError } from '../http/errors';
import { requestedWidth, widthVariant } from './imageWidthVariants';

// A plain file name with an image extension: no slashes, no leading dot, so `..%2f` never matches.
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(webp|png|jpe?g)$/i;

/**
 * /product/{name}, /banner/{name} and /avatar/{name}. A numeric /product/{id} is the
 * storefront's product page; a file name is the image, from its own folder only. Product and
 * banner pictures also come in the widths of `srcset` (?w=480), as WebP kept beside the original.
 */
const ImageParams = type({ name: string() });
/** ?w=480: one of the widths of `srcset` (imageWidthVariants.ts says which). */
const ImageQuery = type({ w: optional(unknown()) });

const imageRoutes: ShopPlugin<{ imagesDir: string }> = async (app, { imagesDir }) => {
  const schema = { hide: true, params: contract(ImageParams), querystring: contract(ImageQuery) };
  for (const kind of ['product', 'banner', 'avatar'] as const) {
    const folder = path.join(imagesDir, kind);
    app.get(`/${kind}/:name`, { schema }, async (request, reply) => {
      const { name } = request.params;
      // The page of a product, and its data for the app's own navigation (/product/3.data).
      if (kind === 'product' && /^\d+(\.data)?$/.test(name)) return reply.sendApp();
      if (!IMAGE_NAME.test(name)) throw new HttpError(404, 'Imagen no encontrada');
      const { w } = request.query;
      if (w !== undefined && kind !== 'avatar') {
        const variant = await widthVariant(folder, name, requestedWidth(kind, w));
        if (!variant) throw new HttpError(404, 'Imagen no encontrada');
        // Sent as bytes (a few KB), not through the static plugin, whose own headers would replace these.
        reply.type('image/webp').header('Cache-Control', 'public, max-age=86400');
        return readFile(path.join(folder, variant));
      }
      // The static plugin would write its own 'public' over this: an avatar is the shopper's alone.
      reply.header('Cache-Control', kind === 'avatar' ? 'private, max-age=300' : 'public, max-age=86400');
      return reply.sendFile(name, folder, { cacheControl: false });
    });
  }
};

// A numeric /product/{id} is the storefront's page: its `sendApp` must be there first.
export const images = fp(imageRoutes, { name: 'images', dependencies: ['storefront'], encapsulate: true });
