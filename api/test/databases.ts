import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';

/**
 * The two databases every database test runs against, each fresh and migrated:
 * embedded PGlite in memory, and a new database in the throwaway PostgreSQL 15 cluster.
 */
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export async function freshDatabase(kind: DatabaseKind): Promise<Database> {
  const db = kind === 'pglite' ? await openPglite() : await openPostgres(await createPostgresDatabase());
  await migrate(db);
  return db;
}

/** A new, empty database in the throwaway cluster: its URL, for tests that open it more than once. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
