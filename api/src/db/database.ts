/**
 * What the server needs from a database: parameterised queries, transactions and
 * multi-statement scripts (migrations). Two adapters speak PostgreSQL behind it:
 * embedded PGlite (the default) and a PostgreSQL server (DATABASE_URL).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A script of several statements, without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export type DatabaseSettings = { databaseUrl?: string; dataDir?: string };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseSettings): Promise<Database> {
  if (databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(dataDir);
}
