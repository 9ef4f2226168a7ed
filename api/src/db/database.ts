/**
 * What the server needs from a database: parameterised queries, transactions and
 * multi-statement scripts (migrations). Two adapters speak PostgreSQL behind it:
 * embedded PGlite (the default) and a PostgreSQL server (DATABASE_URL).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Row[]>;
  /** A script of several statements, without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export type QueryOptions = {
  /**
   * A name makes a PostgreSQL server keep the statement, parsed and (after a few runs) planned, on
   * each pooled connection. Only for statements whose best plan does not depend on the values,
   * such as a lookup by primary key: planning cost more than running those. PGlite ignores it.
   */
  prepare?: string;
};

export interface Database extends Queryable {
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `work` on one connection held throughout, for session state such as advisory locks. */
  withConnection<T>(work: (connection: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
