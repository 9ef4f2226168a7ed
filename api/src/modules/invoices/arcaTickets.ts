import type { Queryable } from '../../db/database';
import type { AccessTicket, TicketStore } from '../../providers/arca/wsaa';

/**
 * WSAA's tickets kept in the database, so every process (and a restarted one) uses the one ticket:
 * WSAA refuses a second log-in while a ticket is valid. `scope` names the WSAA and CUIT it was given
 * by and for, so a ticket of one service never reaches another.
 */
export function databaseTicketStore(db: Queryable, scope: string): TicketStore {
  return {
    async get(service) {
      const [row] = await db.query<{ token: string; sign: string; expires_at: Date }>(
        'SELECT token, sign, expires_at FROM arca_tickets WHERE scope = $1 AND service = $2',
        [scope, service],
      );
      return row && ({ token: row.token, sign: row.sign, expiresAt: row.expires_at } satisfies AccessTicket);
    },
    async put(service, ticket) {
      await db.query(
        `INSERT INTO arca_tickets (scope, service, token, sign, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (scope, service) DO UPDATE SET token = excluded.token, sign = excluded.sign, expires_at = excluded.expires_at`,
        [scope, service, ticket.token, ticket.sign, ticket.expiresAt],
      );
    },
  };
}
