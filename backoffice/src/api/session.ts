import { createSession, webStorageTokens } from '@tienda/client';

/**
 * The staff member's session (the shop's session rules, shared in @tienda/client): kept in
 * sessionStorage, so closing the browser ends it — a shared counter computer is not left signed in —
 * and renewed through the back office's own refresh route.
 */
const STAFF_TOKENS = { token: 'backoffice.token', refreshToken: 'backoffice.refreshToken' } as const;

export const staffSession = createSession({
  store: webStorageTokens(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage), STAFF_TOKENS),
  refreshPath: '/api/backoffice/auth/refresh-token',
  logOutPath: '/api/backoffice/auth/log-out',
});
