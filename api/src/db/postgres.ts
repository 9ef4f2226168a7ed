import pg from 'pg';
import type { Database, QueryOptions, Queryable } from './database';
import { asUnavailable, DatabaseUnavailable } from './unavailable';

// numeric and bigint come back as strings by default; the app's mapping decides what
// to do with them, so keep that, but parse int8 counts (never above 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Without a listener, a connection dropped by a restarting server would end the process. */
const logLostConnection = (error: Error) =>
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: 'conexión con PostgreSQL perdida', err: error.message })}\n`);

/**
 * A PostgreSQL server through a connection pool; several processes may share it. A server that
 * restarts costs the pool its connections, not the process: idle ones are dropped and replaced on
 * demand, and while none can be made every query fails fast with DatabaseUnavailable.
 */
export async function openPostgres(connectionString: string, onConnectionError: (error: Error) => void = logLostConnection): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3_000, keepAlive: true });
  pool.on('error', onConnectionError);
  await pool.query('SELECT 1');

  const queryable = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = await (options.prepare ? q.query({ name: options.prepare, text: sql, values: params }) : q.query(sql, params)).catch(asUnavailable);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await q.query(sql).catch(asUnavailable);
    },
  });

  /** A pooled connection for `work`; one that failed is destroyed, not handed out again. */
  async function onOneConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect().catch(asUnavailable);
    // A checked-out connection has no pool listener: its errors surface as failed queries.
    client.on('error', onConnectionError);
    let broken: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      if (error instanceof DatabaseUnavailable) broken = error;
      throw error;
    } finally {
      client.off('error', onConnectionError);
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: (work) =>
      onOneConnection(async (client) => {
        const tx = queryable(client);
        await tx.query('BEGIN');
        try {
          const result = await work(tx);
          await tx.query('COMMIT');
          return result;
        } catch (error) {
          // A connection that cannot even roll back is dead (the server rolled back for it).
          const rolledBack = await client.query('ROLLBACK').then(() => true, () => false);
          throw rolledBack || error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error);
        }
      }),
    withConnection: (work) => onOneConnection((client) => work(queryable(client))),
    close: () => pool.end(),
  };
}
