import pg from 'pg';
import type { Database, QueryOptions, Queryable } from './database';

// numeric and bigint come back as strings by default; the app's mapping decides what
// to do with them, so keep that, but parse int8 counts (never above 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through a connection pool; several processes may share it. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  const queryable = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = await (options.prepare ? q.query({ name: options.prepare, text: sql, values: params }) : q.query(sql, params));
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
