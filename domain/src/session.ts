// The token-expiry rule of spec §4: a token expiring within the margin, or with no readable
// expiry at all, is treated as expired.

export const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

// atob is a web-platform global (browsers, Node ≥ 16) that the ES library types leave out.
declare function atob(base64: string): string;

/**
 * The token's `exp` as epoch milliseconds, or null when it cannot be read. The signature is not
 * checked: this only decides when to refresh, the server still verifies every token.
 */
export function tokenExpiry(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    // atob yields one character per byte; `exp` is plain ASCII, so no UTF-8 decoding is needed.
    const { exp } = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(jwt: string, nowMs: number): boolean {
  const expiry = tokenExpiry(jwt);
  return expiry === null || expiry - nowMs <= TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}
