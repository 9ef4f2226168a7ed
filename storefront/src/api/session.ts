import redaxios from 'redaxios';
import { isTokenExpired } from '@tienda/domain';
import { readText, remove, STORAGE_KEYS, writeText, onOtherTabChange } from '../state/storage';

/**
 * The session rules of spec §4: both tokens in storage; before a call, a refresh token about
 * to expire ends the session, an access token about to expire (or without expiry) is renewed
 * first — once, however many calls wait for it — and a failed renewal ends the session.
 */
type Tokens = { token: string; refreshToken: string };
type Listener = (signedIn: boolean) => void;

const listeners = new Set<Listener>();
let refreshing: Promise<string | null> | null = null;

export function storedTokens(): Tokens | null {
  const token = readText(STORAGE_KEYS.token);
  const refreshToken = readText(STORAGE_KEYS.refreshToken);
  return token && refreshToken ? { token, refreshToken } : null;
}

export function saveTokens({ token, refreshToken }: Tokens) {
  writeText(STORAGE_KEYS.token, token);
  writeText(STORAGE_KEYS.refreshToken, refreshToken);
  notify(true);
}

/** Forgets the session here (and, through the storage event, in the other tabs). */
export function clearSession() {
  const hadSession = storedTokens() !== null;
  remove(STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.completedForm);
  if (hadSession) notify(false);
}

/** The bearer token to send now, renewed if needed; null for a visitor or an ended session. */
export async function currentAccessToken(now = Date.now()): Promise<string | null> {
  const tokens = storedTokens();
  if (!tokens) {
    clearSession();
    return null;
  }
  if (isTokenExpired(tokens.refreshToken, now)) {
    clearSession();
    return null;
  }
  if (!isTokenExpired(tokens.token, now)) return tokens.token;
  refreshing ??= renew(tokens.refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renew(refreshToken: string): Promise<string | null> {
  try {
    const { data } = await redaxios.post<{ ok: boolean; token: string; refreshToken?: string }>('/api/auth/refresh-token', {
      refresh_token: refreshToken,
    });
    if (!data.ok || !data.token) throw new Error('renovación rechazada');
    // The server rotates the refresh token; keep the old one only if it sent none.
    saveTokens({ token: data.token, refreshToken: data.refreshToken ?? refreshToken });
    return data.token;
  } catch {
    clearSession();
    return null;
  }
}

/** Called with true/false when a session starts or ends, here or in another tab. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const stop = onOtherTabChange([STORAGE_KEYS.token, STORAGE_KEYS.refreshToken], () => listener(storedTokens() !== null));
  return () => {
    listeners.delete(listener);
    stop();
  };
}

function notify(signedIn: boolean) {
  for (const listener of listeners) listener(signedIn);
}
