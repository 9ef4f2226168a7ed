import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export type AccessClaims = { userId: number; sessionId: string };
export type RefreshClaims = { sessionId: string; tokenId: string };

// The header's `typ` tells the two apart, so a refresh token is never accepted as a bearer.
const ACCESS = 'access';
const REFRESH = 'refresh';

/** A refresh token's id as the session row keeps it: hashed, so a database leak holds no live token. */
export const hashTokenId = (tokenId: string) => createHash('sha256').update(tokenId).digest('hex');

export const newTokenId = () => randomBytes(24).toString('base64url');

export type Tokens = ReturnType<typeof createTokens>;

/**
 * Access and refresh tokens, both HS256 JWTs with an `exp` (the storefront reads both, spec §4).
 * Without JWT_SECRET a secret is drawn per start: sessions then end when the server restarts.
 */
export function createTokens(secret: string | undefined) {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));
  const verify = (token: string, typ: string) => jwtVerify(token, key, { algorithms: ['HS256'], typ });

  return {
    access: ({ userId, sessionId }: AccessClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS)
        .sign(key),

    refresh: ({ sessionId, tokenId }: RefreshClaims, expiresAt: Date) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: REFRESH })
        .setJti(tokenId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    /** The claims of a genuine, unexpired access token; null for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await verify(token, ACCESS);
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },

    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      try {
        const { payload } = await verify(token, REFRESH);
        if (typeof payload.sid !== 'string' || typeof payload.jti !== 'string') return null;
        return { sessionId: payload.sid, tokenId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
