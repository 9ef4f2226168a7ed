import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { HashingBusy } from './passwords';
import { isSessionLive } from './sessionQueries';
import { bearerToken, SESSION_EXPIRED } from './sessions';
import { createTokens, SHOPPER_TOKENS, type Tokens } from './tokens';

/** The shopper calling and the session they call from. */
export type ShopperCaller = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the routes of a signed-in user: a valid bearer of a live session, else 401.
     * It reads only headers, so it runs before the body is parsed and validated: a stranger hears
     * 401 whatever they send, and preHandlers (rate limits per user) can read `request.user`.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    tokens: Tokens;
  }
  interface FastifyRequest {
    /** Who is calling; set by `app.authenticate`, so read it only on routes that use it. */
    user: ShopperCaller;
  }
}

/** Access tokens for the whole app: `app.tokens`, `app.authenticate` and `request.user`. */
const decorateAuthentication: FastifyPluginAsync<{ db: Database; jwtSecret: string | undefined }> = async (app, { db, jwtSecret }) => {
  const tokens = createTokens(jwtSecret, SHOPPER_TOKENS);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null as unknown as ShopperCaller);

  // A full hashing queue answers 503 from any route that hashes: say when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof HashingBusy) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'Inicia sesión para continuar.');
    const claims = await tokens.verifyAccess(token);
    // A signed token is not enough: its session may have been closed since (log-out, reuse).
    if (!claims || !(await isSessionLive(db, claims.sessionId, claims.subjectId))) throw new HttpError(401, SESSION_EXPIRED);
    request.user = { userId: claims.subjectId, sessionId: claims.sessionId };
  });
};

export const authentication = fp(decorateAuthentication, { name: 'authentication' });
