import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';

// A plain file name with an image extension: no slashes, no leading dot, so `..%2f` never matches.
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(webp|png|jpe?g)$/i;

/**
 * /product/{name}, /banner/{name} and /avatar/{name}. A numeric /product/{id} is the
 * storefront's product page; a file name is the image, from its own folder only.
 */
export const images: FastifyPluginAsync<{ imagesDir: string }> = async (app, { imagesDir }) => {
  for (const kind of ['product', 'banner', 'avatar'] as const) {
    const folder = path.join(imagesDir, kind);
    app.get<{ Params: { name: string } }>(`/${kind}/:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params;
      if (kind === 'product' && /^\d+$/.test(name)) return reply.sendApp();
      if (!IMAGE_NAME.test(name)) throw new HttpError(404, 'Imagen no encontrada');
      reply.header('Cache-Control', kind === 'avatar' ? 'private, max-age=300' : 'public, max-age=86400');
      return reply.sendFile(name, folder);
    });
  }
};
