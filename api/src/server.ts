import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readSettings } from './settings';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/seedDemo';

// `npm start`: the database (PGlite in DATA_DIR, or DATABASE_URL), its migrations,
// the demo catalogue on an empty database, then the shop and its API on PORT.
const settings = readSettings();
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
await migrate(db);
await seedDemo(db, settings.imagesDir);

const app = await buildApp({ settings, db });
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: settings.port, host: settings.host });
