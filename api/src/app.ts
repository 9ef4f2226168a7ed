import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import type { Database } from './db/database';
import type { Settings } from './settings';
import { validatorCompiler } from './http/contract';
import { errorHandling } from './http/errors';
import { requestLog } from './http/requestLog';
import { jsonBody } from './http/jsonBody';
import { JSON_BODY_LIMIT } from './http/bodyLimits';
import { security } from './web/security';
import { docs } from './web/docs';
import { storefront, wantsAppPage } from './web/storefront';
import { backofficeWeb } from './web/backoffice';
import { images } from './web/images';
import { robots } from './web/robots';
import { sitemap } from './web/sitemap/sitemap';
import { shareImages } from './web/share/shareImages';
import { publicConfig } from './web/publicConfig';
import { health } from './web/health';
import { catalog } from './modules/catalog/catalog';
import { coupons } from './modules/coupons/coupons';
import { mail } from './mail/mail';
import { authentication } from './modules/auth/authentication';
import { auth } from './modules/auth/auth';
import { users } from './modules/users/users';
import { chooseProviders } from './providers/providers';
import { sandboxCheckout } from './providers/sandboxCheckout/sandboxPage';
import { shipping } from './modules/shipping/shipping';
import { loans } from './modules/loans/loans';
import { loanContracts } from './modules/loans/loanContracts';
import { orders } from './modules/orders/orders';
import { memberOrders } from './modules/orders/memberOrders';
import { orderTracking } from './modules/orders/orderTracking';
import { payments } from './modules/payments/payments';
import { withdrawals } from './modules/withdrawals/withdrawals';
import { loanRevocation } from './modules/loanRevocation/loanRevocation';
import { staffLoanRequests } from './modules/loanRevocation/staffLoanRequests';
import { bajas } from './modules/bajas/bajas';
import { staffBajas } from './modules/bajas/staffBajas';
import { staffAuthentication } from './modules/backoffice/staffAuthentication';
import { backoffice } from './modules/backoffice/backoffice';
import { backofficeCatalogue } from './modules/backoffice/catalogue/catalogue';
import { backofficeOrders } from './modules/backoffice/orders/backofficeOrders';
import { backofficeShop } from './modules/backoffice/shop/backofficeShop';
import { backofficeCredit } from './modules/backoffice/credit/backofficeCredit';
import { invoices } from './modules/invoices/invoices';

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
    // Each route may ask for more (bodyLimits.ts): a product's description, the CSV imports.
    bodyLimit: JSON_BODY_LIMIT,
    // One line per request is written by requestLog, with what the shop needs to know; not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: settings.trustProxy,
    // An address the router cannot even decode (`%ED%A0%80`) is refused in the shop's own words.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ ok: false, message: 'La dirección pedida no es válida.' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);

  await app.register(errorHandling);
  await app.register(requestLog);
  await app.register(jsonBody);
  await app.register(security);
  await app.register(compress);
  // Production publishes no map of its API unless asked (API_DOCS=true).
  if (settings.apiDocs) await app.register(docs);
  await app.register(health, { db });
  await app.register(storefront, { storefrontDir: settings.storefrontDir, publicUrl: settings.publicUrl, db, settings });
  await app.register(backofficeWeb, { backofficeDir: settings.backofficeDir });
  await app.register(images, { imagesDir: settings.imagesDir });
  await app.register(robots, { publicUrl: settings.publicUrl });
  await app.register(sitemap, { db, publicUrl: settings.publicUrl });
  await app.register(shareImages, { db, imagesDir: settings.imagesDir });
  await app.register(publicConfig, { settings });
  await app.register(catalog, { db });
  await app.register(coupons, { db, settings });
  await app.register(mail, { settings, db });
  await app.register(authentication, { db, jwtSecret: settings.jwtSecret });
  await app.register(auth, { db, settings });
  await app.register(users, { db, imagesDir: settings.imagesDir });
  const providers = chooseProviders(settings, db);
  await app.register(shipping, { db, zippin: providers.zippin });
  await app.register(loans, { db, settings, engine: providers.creditEngine });
  await app.register(orders, { db, settings, zippin: providers.zippin });
  await app.register(memberOrders, { db, settings });
  await app.register(orderTracking, { db, settings });
  await app.register(payments, { db, settings, mercadoPago: providers.mercadoPago, getnet: providers.getnet });
  if (providers.sandbox) await app.register(sandboxCheckout, { db, settings });
  await app.register(withdrawals, { db, settings });
  await app.register(loanRevocation, { db, settings });
  await app.register(bajas, { db, settings });
  await app.register(staffAuthentication, { db, jwtSecret: settings.jwtSecret });
  await app.register(invoices, { db, settings });
  await app.register(backoffice, { db, settings });
  await app.register(backofficeCatalogue, { db, imagesDir: settings.imagesDir, csvImportsPerHour: settings.csvImportsPerHour });
  await app.register(backofficeOrders, { db, settings });
  await app.register(backofficeShop, { db, imagesDir: settings.imagesDir, csvImportsPerHour: settings.csvImportsPerHour });
  await app.register(backofficeCredit, { db });
  await app.register(loanContracts, { db, settings });
  await app.register(staffLoanRequests, { db });
  await app.register(staffBajas, { db });

  // Unknown API paths get the JSON 404; any other page a browser asks for is the app's.
  app.setNotFoundHandler((request, reply) => {
    if (wantsAppPage(request)) return reply.sendApp();
    return reply.status(404).send({ ok: false, message: 'No encontramos lo que buscas.' });
  });

  return app;
}
