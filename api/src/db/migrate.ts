import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any fixed number: servers starting together take turns instead of racing.
const MIGRATION_LOCK = 727_001;

/** Applies the SQL files of api/migrations/ not yet applied, in name order. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  // The lock is a session's: taken and released on one connection held for the whole run.
  await db.withConnection(async (connection) => {
    if (db.kind === 'postgres') await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(migrationsDir + file, 'utf8');
        await db.transaction(async (tx) => {
          // One transaction per file, so a failure leaves nothing half-done.
          await tx.exec(sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        });
        applied.push(file);
      }
    } finally {
      if (db.kind === 'postgres') await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
  return applied;
}
