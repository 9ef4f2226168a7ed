import type { Queryable } from '../../db/database';

export type StoredContract = { termsVersion: string; sha256: string; pdf: Buffer; acceptedAt: Date };

/**
 * Keeps the accepted contract with its order, in the order's own transaction, and links it from the
 * order's loan (`loan.contract`: its SHA-256 and the signed path to download it).
 */
export async function storeLoanContract(tx: Queryable, orderId: number, contract: StoredContract, path: string): Promise<void> {
  await tx.query('INSERT INTO loan_contracts (order_id, terms_version, sha256, pdf, accepted_at) VALUES ($1, $2, $3, $4, $5)', [
    orderId,
    contract.termsVersion,
    contract.sha256,
    contract.pdf,
    contract.acceptedAt,
  ]);
  await tx.query(
    `UPDATE orders SET loan = loan || jsonb_build_object('contract', jsonb_build_object('sha256', $2::text, 'url', $3::text)) WHERE id = $1`,
    [orderId, contract.sha256, path],
  );
}

/** The contract kept with an order, with whose order it is (null for a guest's); undefined when it has none. */
export async function loanContractOf(db: Queryable, orderId: number): Promise<(StoredContract & { userId: number | null }) | undefined> {
  const [row] = await db.query<{ termsVersion: string; sha256: string; pdf: Uint8Array; acceptedAt: Date; userId: number | null }>(
    `SELECT c.terms_version AS "termsVersion", c.sha256, c.pdf, c.accepted_at AS "acceptedAt", o.user_id AS "userId"
       FROM loan_contracts c JOIN orders o ON o.id = c.order_id WHERE c.order_id = $1`,
    [orderId],
  );
  // PGlite reads bytea as a Uint8Array, pg as a Buffer: one type for the callers.
  return row && { ...row, pdf: Buffer.from(row.pdf) };
}
