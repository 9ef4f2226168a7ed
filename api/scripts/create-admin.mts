// The first back-office admin (or another one): `npm run admin:create -- --email ana@tienda.com --name "Ana Pérez"`.
// The password comes from ADMIN_PASSWORD or, on a terminal, is asked for without echoing it; it must
// follow the staff's password rule (12 to 64 characters, not a common one, not the e-mail). Works on the PGlite data folder and on DATABASE_URL, as the server.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/openDatabase';
import { migrate } from '../src/db/migrate';
import { createAdmin } from '../src/modules/backoffice/firstAdmin';
import { readSettings } from '../src/settings';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email || !values.name) {
  console.error('Uso: npm run admin:create -- --email correo@ejemplo.com --name "Nombre Apellido"');
  process.exit(2);
}

/** The password typed on the terminal; what is typed is not shown. */
function askPassword(): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text) => {
    // The question is written once; every key typed after it is silent.
    if (!asked) process.stdout.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    terminal.question('Contraseña: ', (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const password = process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askPassword() : undefined);
if (password === undefined) {
  console.error('Falta la contraseña: ponla en ADMIN_PASSWORD o ejecuta el comando en una terminal.');
  process.exit(2);
}

const settings = readSettings();
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
try {
  await migrate(db);
  const admin = await createAdmin(db, { email: values.email, name: values.name, password });
  console.log(`Admin creado: ${admin.email} (id ${admin.id}). Inicia sesión en el back office con ese correo.`);
} catch (error) {
  console.error(`No se creó el admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
