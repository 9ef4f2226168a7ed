import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { insertSession, revokeSession, rotateRefresh, type SessionTable } from './sessionQueries';
import { hashTokenId, newTokenId, REFRESH_TOKEN_SECONDS, type Tokens } from './tokens';

export const SESSION_EXPIRED = 'Sesión expirada. Inicia sesión de nuevo.';
// What a session's calls answer, the shop's and the back office's alike.
export const LOGGED_IN = 'Sesión iniciada correctamente';
export const SESSION_RENEWED = 'Sesión renovada';
export const SESSION_CLOSED = 'Sesión cerrada correctamente';
/** Never which of the two was wrong. */
export const WRONG_CREDENTIALS = 'Correo electrónico o contraseña incorrectos';

/** The token of an `Authorization: Bearer …` header, if it has one. */
export const bearerToken = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];

export type TokenPair = { token: string; refreshToken: string };

/** A kind of session — shoppers' or staff's: its tokens, where it is kept, what an ended one says. */
export type SessionKind = { tokens: Tokens; table: SessionTable; ended: string };

const USER_AGENT_MAX_LENGTH = 300;
const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

/** A new session for this device (its user agent and address are listed in /api/auth/session). */
export async function startSession(db: Queryable, { tokens, table }: SessionKind, ownerId: number, request: FastifyRequest): Promise<TokenPair> {
  const sessionId = randomUUID();
  const tokenId = newTokenId();
  const expiresAt = refreshExpiry();
  await insertSession(db, table, {
    id: sessionId,
    ownerId,
    refreshHash: hashTokenId(tokenId),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    ip: request.ip,
    expiresAt,
  });
  return {
    token: await tokens.access({ subjectId: ownerId, sessionId }),
    refreshToken: await tokens.refresh({ sessionId, tokenId }, expiresAt),
  };
}

/**
 * Trades a refresh token for a new pair. Only the session's current token works: any other
 * token of ours for this session was already used once, so someone holds a copy, and the
 * session ends for both of them.
 */
export async function refreshSession(db: Queryable, { tokens, table, ended }: SessionKind, refreshToken: string): Promise<TokenPair> {
  const claims = await tokens.verifyRefresh(refreshToken);
  if (!claims) throw new HttpError(401, ended);
  const { sessionId } = claims;
  const tokenId = newTokenId();
  const expiresAt = refreshExpiry();
  const ownerId = await rotateRefresh(db, table, sessionId, hashTokenId(claims.tokenId), hashTokenId(tokenId), expiresAt);
  if (ownerId === undefined) {
    await revokeSession(db, table, sessionId);
    throw new HttpError(401, ended);
  }
  return {
    token: await tokens.access({ subjectId: ownerId, sessionId }),
    refreshToken: await tokens.refresh({ sessionId, tokenId }, expiresAt),
  };
}
