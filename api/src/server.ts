import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readSettings } from './settings';
import { openDatabase } from './db/openDatabase';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/seedDemo';

/** Requests in flight at SIGTERM get this long to finish; then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

// `npm start`: the database (PGlite in DATA_DIR, or DATABASE_URL), its migrations,
// the demo catalogue on an empty database, then the shop and its API on PORT.
const settings = readSettings();
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
await migrate(db);
await seedDemo(db, settings.imagesDir, { member: !settings.production });

const app = await buildApp({ settings, db });

/**
 * A shutdown that loses nothing: stop accepting (new requests get 503 and readiness turns false),
 * let the requests in flight finish, stop the expiry sweeper and the mail sender after their
 * current batch (their onClose hooks), close the database, exit 0.
 */
async function shutDown(signal: string) {
  app.log.info({ signal }, 'cerrando: termino lo que está en curso');
  const grace = setTimeout(() => {
    app.log.warn('cierre: solicitudes que no terminaron a tiempo, corto sus conexiones');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  grace.unref();
  try {
    await app.close();
    await db.close();
    app.log.info('cerrado');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'el cierre falló');
    process.exit(1);
  }
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

await app.listen({ port: settings.port, host: settings.host });
