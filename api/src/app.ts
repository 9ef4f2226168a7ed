import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Database } from './db/database';
import type { Settings } from './settings';
import { validatorCompiler } from './http/contract';
import { errorHandling } from './http/errors';
import { requestLog } from './http/requestLog';
import { jsonBody } from './http/jsonBody';
import { security } from './web/security';
import { docs } from './web/docs';
import { storefront, wantsAppPage } from './web/storefront';
import { images } from './web/images';
import { catalog } from './modules/catalog/catalog';
import { coupons } from './modules/coupons/coupons';
import { mail } from './mail/mail';
import { authentication } from './modules/auth/authentication';
import { auth } from './modules/auth/auth';
import { users } from './modules/users/users';

export type AppDependencies = {
  settings: Settings;
  db: Database;
  /** pino options; false silences the log (tests). */
  logger?: boolean | object;
};

/** The whole server as a Fastify instance: one plugin per concern. */
export async function buildApp({ settings, db, logger = true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    disableRequestLogging: true,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: settings.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);

  await app.register(errorHandling);
  await app.register(requestLog);
  await app.register(jsonBody);
  await app.register(security);
  await app.register(compress);
  await app.register(docs);
  await app.register(storefront, { storefrontDir: settings.storefrontDir });
  await app.register(images, { imagesDir: settings.imagesDir });
  await app.register(catalog, { db });
  await app.register(coupons, { db });
  await app.register(mail, { settings, db });
  await app.register(authentication, { db, jwtSecret: settings.jwtSecret });
  await app.register(auth, { db, settings });
  await app.register(users, { db, imagesDir: settings.imagesDir });

  // Unknown API paths get the JSON 404; any other page a browser asks for is the app's.
  app.setNotFoundHandler((request, reply) => {
    if (wantsAppPage(request)) return reply.sendApp();
    return reply.status(404).send({ ok: false, message: 'No encontramos lo que buscás.' });
  });

  return app;
}
