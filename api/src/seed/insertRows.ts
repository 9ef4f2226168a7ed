import type { Queryable } from '../db/database';

/**
 * Inserts rows into a table in one statement, whatever their number: they travel as one JSON
 * parameter and PostgreSQL spreads them over the table's columns. Columns a row leaves out take
 * their default (serial ids, timestamps). Table and column names come from the seed's code, never
 * from input.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await db.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}
