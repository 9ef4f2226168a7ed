import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { databaseRateLimitStore } from './rateLimitStore';

const MINUTE = 60_000;

/**
 * The rate-limit plugin for the routes that ask for a limit (nothing is limited otherwise),
 * counting in the database so that every server process sharing it counts together.
 */
export const rateLimitPlugin = (db: Queryable): RateLimitPluginOptions => ({
  global: false,
  store: databaseRateLimitStore(db),
  errorResponseBuilder: () => tooManyAttempts(),
});

export const tooManyAttempts = () => new HttpError(429, 'Demasiados intentos. Espera unos minutos y vuelve a intentar.');

/**
 * Each limit counts per window, across every server process. Log-in is not here: it counts failures
 * only, per account and per address (logInFailures.ts). Resend-code counts per user, after
 * `authenticate`. passwordCheck is the limit for a signed-in user who types their password again
 * (change it, delete the account): one budget per user for both, so a stolen access token buys no
 * more guesses than a log-in form would.
 */
export function accountRateLimits(limits: Settings['rateLimits']) {
  return {
    signUp: { max: limits.signUp, timeWindow: 60 * MINUTE },
    passwordCheck: {
      max: limits.logIn,
      timeWindow: 15 * MINUTE,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `password:${request.user.userId}`,
    },
    resendCode: {
      max: limits.resendCode,
      timeWindow: 60 * MINUTE,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `user:${request.user.userId}`,
    },
  } satisfies Record<string, RateLimitOptions>;
}

/**
 * The guest's order-tracking form: a few tries per address (someone guessing pairs of number and
 * e-mail; as many as the other public forms allow, since shoppers behind one carrier address share
 * it) and fewer per order number (many addresses guessing one order's e-mail, or its owner flooded
 * with links). The first counts before the body is read; the second needs the parsed number.
 */
export const orderTrackingLimits = {
  perAddress: { max: 10, timeWindow: 15 * MINUTE },
  perOrder: {
    max: 5,
    timeWindow: 15 * MINUTE,
    keyGenerator: (request: FastifyRequest) => `order-tracking:${(request.body as { orderNumber: number }).orderNumber}`,
  },
} satisfies Record<string, RateLimitOptions>;
