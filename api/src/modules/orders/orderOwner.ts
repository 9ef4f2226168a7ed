import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { TrackingTokens } from './trackingToken';

/**
 * The one refusal for a call about an order the caller cannot show is theirs: the same status and
 * words whether the order exists or not, so its number tells a stranger nothing.
 */
export const notYourOrder = () => new HttpError(404, 'No encontramos esa orden entre tus compras. Si compraste como invitado, ábrela desde el enlace de tu correo.');

/**
 * Whether the caller owns the order: a member by the bearer of their live session (their own
 * order), anyone by the order's tracking token (a guest's, from the order or from the mailed link).
 * Throws the generic refusal otherwise, for an order that does not exist too.
 */
export async function assertOrderOwner(
  app: FastifyInstance,
  db: Queryable,
  tokens: TrackingTokens,
  request: FastifyRequest,
  orderId: number,
  trackingToken: string | undefined,
): Promise<void> {
  if (trackingToken && tokens.opens(trackingToken, orderId)) return;
  const [order] = await db.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = $1', [orderId]);
  if (order?.user_id == null || !request.headers.authorization) throw notYourOrder();
  // An expired or foreign bearer is no proof either: the same refusal, not a 401 that would tell.
  const signedIn = await app.authenticate(request).then(
    () => true,
    () => false,
  );
  if (!signedIn || request.user.userId !== order.user_id) throw notYourOrder();
}
