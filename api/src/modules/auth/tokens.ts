import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** Who a token speaks for (a shopper's or a staff member's id) and which session it belongs to. */
export type AccessClaims = { subjectId: number; sessionId: string };
export type RefreshClaims = { sessionId: string; tokenId: string };

/**
 * Whose tokens. The header's `typ` tells access from refresh, so a refresh token is never accepted
 * as a bearer; shoppers' and staff's differ in `typ` and audience, so neither opens the other's door.
 */
export type TokenKind = { access: string; refresh: string; audience?: string };
/** The shop's tokens, as the storefront has always read them (spec §4): no audience. */
export const SHOPPER_TOKENS: TokenKind = { access: 'access', refresh: 'refresh' };
export const STAFF_TOKENS: TokenKind = { access: 'staff-access', refresh: 'staff-refresh', audience: 'backoffice' };

/** A refresh token's id as the session row keeps it: hashed, so a database leak holds no live token. */
export const hashTokenId = (tokenId: string) => createHash('sha256').update(tokenId).digest('hex');

export const newTokenId = () => randomBytes(24).toString('base64url');

export type Tokens = ReturnType<typeof createTokens>;

/**
 * Access and refresh tokens of one kind, both HS256 JWTs with an `exp` (the storefront reads both,
 * spec §4). Without JWT_SECRET a secret is drawn per start: sessions then end when the server restarts.
 */
export function createTokens(secret: string | undefined, { access, refresh, audience }: TokenKind) {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));
  const verify = (token: string, typ: string) => jwtVerify(token, key, { algorithms: ['HS256'], typ, ...(audience ? { audience } : {}) });
  const signed = (typ: string, sessionId: string) => {
    const jwt = new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256', typ }).setIssuedAt();
    return audience ? jwt.setAudience(audience) : jwt;
  };

  return {
    access: ({ subjectId, sessionId }: AccessClaims) =>
      signed(access, sessionId)
        .setSubject(String(subjectId))
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS)
        .sign(key),

    refresh: ({ sessionId, tokenId }: RefreshClaims, expiresAt: Date) =>
      signed(refresh, sessionId).setJti(tokenId).setExpirationTime(Math.floor(expiresAt.getTime() / 1000)).sign(key),

    /** The claims of a genuine, unexpired access token of this kind; null for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await verify(token, access);
        const subjectId = Number(payload.sub);
        if (!Number.isSafeInteger(subjectId) || typeof payload.sid !== 'string') return null;
        return { subjectId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },

    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      try {
        const { payload } = await verify(token, refresh);
        if (typeof payload.sid !== 'string' || typeof payload.jti !== 'string') return null;
        return { sessionId: payload.sid, tokenId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
