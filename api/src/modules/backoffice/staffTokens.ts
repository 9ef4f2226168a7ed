import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '../auth/tokens';

export type StaffAccessClaims = { staffId: number; sessionId: string };
export type StaffRefreshClaims = { sessionId: string; tokenId: string };

// Their own `typ` and audience: a shopper's token is never a staff token, nor the other way round
// (the shop's tokens carry `access`/`refresh` and no audience).
const ACCESS = 'staff-access';
const REFRESH = 'staff-refresh';
const AUDIENCE = 'backoffice';

export type StaffTokens = ReturnType<typeof createStaffTokens>;

/** The back office's access and refresh tokens: HS256 JWTs with an `exp`, as the shop's. */
export function createStaffTokens(secret: string | undefined) {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));
  const verify = (token: string, typ: string) => jwtVerify(token, key, { algorithms: ['HS256'], typ, audience: AUDIENCE });
  const signed = (typ: string, sessionId: string) =>
    new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256', typ }).setAudience(AUDIENCE).setIssuedAt();

  return {
    access: ({ staffId, sessionId }: StaffAccessClaims) =>
      signed(ACCESS, sessionId)
        .setSubject(String(staffId))
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS)
        .sign(key),

    refresh: ({ sessionId, tokenId }: StaffRefreshClaims, expiresAt: Date) =>
      signed(REFRESH, sessionId).setJti(tokenId).setExpirationTime(Math.floor(expiresAt.getTime() / 1000)).sign(key),

    /** The claims of a genuine, unexpired staff access token; null for anything else. */
    async verifyAccess(token: string): Promise<StaffAccessClaims | null> {
      try {
        const { payload } = await verify(token, ACCESS);
        const staffId = Number(payload.sub);
        if (!Number.isSafeInteger(staffId) || typeof payload.sid !== 'string') return null;
        return { staffId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },

    async verifyRefresh(token: string): Promise<StaffRefreshClaims | null> {
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
