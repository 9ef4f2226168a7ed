// Loads the pre-approved credit lines the default credit engine answers from:
// `npx tsx scripts/import-credit-lines.mts lines.csv [--replace]` (format in src/modules/loans/creditLinesCsv.ts;
// an example in scripts/credit-lines.example.csv). Known CUILs are updated, new ones added; --replace
// also removes the lines the file does not name. A file with any error loads nothing.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/openDatabase';
import { migrate } from '../src/db/migrate';
import { importCreditLines, parseCreditLines } from '../src/modules/loans/creditLinesCsv';
import { seedDemo } from '../src/seed/seedDemo';
import { readSettings } from '../src/settings';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file) {
  console.error('Uso: npx tsx scripts/import-credit-lines.mts archivo.csv [--replace]');
  process.exit(2);
}

const { lines, errors } = await parseCreditLines(await readFile(file, 'utf8'));
if (errors.length > 0) {
  console.error(`No se cargó nada; corrige el archivo:\n${errors.join('\n')}`);
  process.exit(1);
}

const settings = readSettings();
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
try {
  await migrate(db);
  // As the server's first start would: the demo's own credit lines must go in before these, not over them.
  await seedDemo(db, settings.imagesDir);
  await db.transaction((tx) => importCreditLines(tx, lines, { replace: values.replace }));
  const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM credit_lines');
  console.log(`${lines.length} líneas cargadas${values.replace ? ' (reemplazando las anteriores)' : ''}; hay ${total?.count} en total.`);
} finally {
  await db.close();
}
