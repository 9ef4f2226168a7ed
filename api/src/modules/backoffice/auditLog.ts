import type { AuditEntry } from '@tienda/domain';
import type { Queryable } from '../../db/database';

export const AUDIT_ENTRIES_PER_PAGE = 50;

/** One change made by the staff (null: by the command line). Written in the change's own transaction. */
export type AuditRecord = {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
};

export async function writeAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.query('INSERT INTO audit_log (staff_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    record.staffId,
    record.action,
    record.entity,
    record.entityId === null ? null : String(record.entityId),
    record.before === undefined || record.before === null ? null : JSON.stringify(record.before),
    record.after === undefined || record.after === null ? null : JSON.stringify(record.after),
  ]);
}

/** A page of the log, the newest first, with how many entries there are in all. */
export async function auditPage(db: Queryable, page: number): Promise<{ entries: AuditEntry[]; count: number }> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT a.id, a.staff_id AS "staffId", s.email AS "staffEmail", a.action, a.entity, a.entity_id AS "entityId",
            a.before, a.after, a.at
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      ORDER BY a.at DESC, a.id DESC
      LIMIT $1 OFFSET $2`,
    [AUDIT_ENTRIES_PER_PAGE, (page - 1) * AUDIT_ENTRIES_PER_PAGE],
  );
  const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
  return { entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })), count: total?.count ?? 0 };
}
