import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GuestOrderRequest } from '@tienda/domain';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';

const HOUR = 60 * 60_000;

/** The same words for the three limits: which one was reached is nobody's business. */
export const tooManyGuestOrders = () =>
  new HttpError(429, 'Recibimos muchas compras seguidas con estos datos. Espera una hora para hacer otra, o inicia sesión para seguir comprando.');

/**
 * Guest orders take stock without an account: a few an hour per e-mail, per CUIL and per address,
 * far above what a household places, far below what holds a product's stock. Counted in the
 * database (the house's rate-limit store), so every server process counts together. The address
 * counts before the body is read; e-mail and CUIL once it is valid.
 */
export function guestOrderLimits(app: FastifyInstance, limits: Settings['guestOrderLimits']) {
  const perAddress = {
    max: limits.perAddress,
    timeWindow: HOUR,
    errorResponseBuilder: () => tooManyGuestOrders(),
  } satisfies RateLimitOptions;

  const body = (request: FastifyRequest) => request.body as GuestOrderRequest;
  const perBuyer = [
    app.createRateLimit({ max: limits.perEmail, timeWindow: HOUR, keyGenerator: (request) => `guest-order-email:${body(request).email.trim().toLowerCase()}` }),
    app.createRateLimit({ max: limits.perCuil, timeWindow: HOUR, keyGenerator: (request) => `guest-order-cuil:${body(request).cuil}` }),
  ];

  /** The preHandler that refuses the order once its e-mail or its CUIL reached the hour's limit. */
  async function checkBuyer(request: FastifyRequest, reply: FastifyReply) {
    for (const limit of perBuyer) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyGuestOrders();
      }
    }
  }

  return { perAddress, checkBuyer };
}
