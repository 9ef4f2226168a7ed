import type { Database } from './database';

export type DatabaseSettings = {
  databaseUrl?: string;
  dataDir?: string;
  /** Told of connections lost while idle (a server restart); the pool replaces them on demand. */
  onConnectionError?: (error: Error) => void;
};

/** PostgreSQL when DATABASE_URL names one, otherwise embedded PGlite in the data folder. */
export async function openDatabase({ databaseUrl, dataDir, onConnectionError }: DatabaseSettings): Promise<Database> {
  if (databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(databaseUrl, onConnectionError);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(dataDir);
}
