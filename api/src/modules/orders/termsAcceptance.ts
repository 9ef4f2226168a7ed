import { TERMS_VERSION, type OrderRequest } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

// An order is a purchase under the shop's Términos y condiciones in force: the shopper ticked them
// at the checkout's last step, and the order keeps which version and when.

/** Refuses an order whose shopper did not accept the terms in force (none, or an older version). */
export function requireCurrentTerms(body: Pick<OrderRequest, 'termsVersion'>): typeof TERMS_VERSION {
  if (body.termsVersion !== TERMS_VERSION) {
    throw new HttpError(422, `Tienes que aceptar los Términos y condiciones vigentes (versión ${TERMS_VERSION}) para comprar.`);
  }
  return TERMS_VERSION;
}

/** Keeps the acceptance with the order, in the order's transaction. */
export async function recordTermsAcceptance(tx: Queryable, orderId: number, version: string, acceptedAt: Date): Promise<void> {
  await tx.query('UPDATE orders SET terms_version = $1, terms_accepted_at = $2 WHERE id = $3', [version, acceptedAt, orderId]);
}
