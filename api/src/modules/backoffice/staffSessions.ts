import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { TokenPair } from '../auth/sessions';
import { hashTokenId, newTokenId, REFRESH_TOKEN_SECONDS } from '../auth/tokens';
import { insertStaffSession, revokeStaffSession, rotateStaffRefresh } from './staffSessionQueries';
import type { StaffTokens } from './staffTokens';

export const SIGN_IN_TO_BACKOFFICE = 'Inicia sesión en el back office.';

const USER_AGENT_MAX_LENGTH = 300;
const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

/** A new back-office session for this device, with the shop's session rules. */
export async function startStaffSession(db: Queryable, tokens: StaffTokens, staffId: number, request: FastifyRequest): Promise<TokenPair> {
  const sessionId = randomUUID();
  const tokenId = newTokenId();
  const expiresAt = refreshExpiry();
  await insertStaffSession(db, {
    id: sessionId,
    staffId,
    refreshHash: hashTokenId(tokenId),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    ip: request.ip,
    expiresAt,
  });
  return {
    token: await tokens.access({ staffId, sessionId }),
    refreshToken: await tokens.refresh({ sessionId, tokenId }, expiresAt),
  };
}

/**
 * Trades a refresh token for a new pair. Only the session's current token works: an older one
 * means someone holds a copy, and the session ends for both.
 */
export async function refreshStaffSession(db: Queryable, tokens: StaffTokens, refreshToken: string): Promise<TokenPair> {
  const claims = await tokens.verifyRefresh(refreshToken);
  if (!claims) throw new HttpError(401, SIGN_IN_TO_BACKOFFICE);
  const { sessionId } = claims;
  const tokenId = newTokenId();
  const expiresAt = refreshExpiry();
  const staffId = await rotateStaffRefresh(db, sessionId, hashTokenId(claims.tokenId), hashTokenId(tokenId), expiresAt);
  if (staffId === undefined) {
    await revokeStaffSession(db, sessionId);
    throw new HttpError(401, SIGN_IN_TO_BACKOFFICE);
  }
  return {
    token: await tokens.access({ staffId, sessionId }),
    refreshToken: await tokens.refresh({ sessionId, tokenId }, expiresAt),
  };
}
