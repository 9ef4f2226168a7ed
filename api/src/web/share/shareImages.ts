import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { string, type } from 'superstruct';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { ensureFile } from '../fileCache';
import { drawShareCard } from './shareCard';
import { drawShopShareCard } from './shopShareCard';
import { offeredProductForShare } from './shareQueries';

// Part of every card's file name: raise it when the drawing changes, and every card is drawn again.
const DRAWING_REVISION = 2;

const CARD_FILE = /^(\d{1,9})\.jpg$/;
const CardParams = type({ file: string() });

/**
 * GET /share/product/{id}.jpg: the picture a link to the product shows in chats and social
 * networks. Drawn once per version of the product and kept in images/share/{id}/; a change to the
 * product (its updated_at) names a new file, and the old one is removed. GET /share/shop.jpg: the
 * picture of a link to the shop itself (its home), drawn once per revision of the drawing.
 */
const shareImageRoute: ShopPlugin<{ db: Database; imagesDir: string }> = async (app, { db, imagesDir }) => {
  const shareDir = path.join(imagesDir, 'share');
  const productImagesDir = path.join(imagesDir, 'product');

  app.get('/share/product/:file', { schema: { hide: true, params: contract(CardParams) } }, async (request, reply) => {
    const id = CARD_FILE.exec(request.params.file)?.[1];
    const product = id ? await offeredProductForShare(db, Number(id)) : undefined;
    if (!product) throw new HttpError(404, 'No encontramos ese producto.');

    const folder = path.join(shareDir, String(product.id));
    const name = `${product.version}-r${DRAWING_REVISION}.jpg`;
    const made = await ensureFile(path.join(folder, name), () => drawShareCard(product, productImagesDir));
    if (made) {
      const older = (await readdir(folder)).filter((file) => file.endsWith('.jpg') && file !== name);
      await Promise.all(older.map((file) => rm(path.join(folder, file), { force: true })));
    }
    reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400');
    return readFile(path.join(folder, name));
  });

  app.get('/share/shop.jpg', { schema: { hide: true } }, async (_request, reply) => {
    const file = path.join(shareDir, `shop-r${DRAWING_REVISION}.jpg`);
    await ensureFile(file, drawShopShareCard);
    reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400');
    return readFile(file);
  });
};

export const shareImages = fp(shareImageRoute, { name: 'shareImages', encapsulate: true });
