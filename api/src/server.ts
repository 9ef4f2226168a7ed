import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readSettings } from './settings';
import { openDatabase } from './db/openDatabase';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/seedDemo';
import { quietAfterDrain } from './http/drain';

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
 * A shutdown that cuts nobody: readiness turns false at once while the process goes on answering
 * for the drain period (SHUTDOWN_DRAIN_SECONDS; every answer closes its connection), so a load
 * balancer moves its traffic; then it stops accepting once no connection is arriving, lets the
 * requests in flight finish, stops the expiry sweeper and the mail sender after their current
 * batch (their onClose hooks), closes the database and exits 0.
 */
let stopping = false;
async function shutDown(signal: string) {
  // A second Ctrl-C (or SIGTERM) does not wait for the drain.
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info({ signal, drainMs: settings.shutdownDrainMs }, 'cerrando: dejo de estar listo y sigo respondiendo mientras tanto');
  app.startDraining();
  await quietAfterDrain(app.server, settings.shutdownDrainMs);
  app.log.info('cerrando: dejo de aceptar conexiones y termino lo que está en curso');
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
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

await app.listen({ port: settings.port, host: settings.host });
