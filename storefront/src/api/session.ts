import redaxios from 'redaxios';
import { mask } from 'superstruct';
import { isTokenExpired, SignedInResponse, type SignedIn } from '@tienda/domain';
import { readText, remove, STORAGE_KEYS, writeText, onOtherTabChange } from '../state/storage';

/**
 * The session rules of spec §4: both tokens in storage; before a call, a refresh token about
 * to expire ends the session, an access token about to expire (or without expiry) is renewed
 * first — once, however many calls wait for it — and a failed renewal ends the session.
 */
type Tokens = Pick<SignedIn, 'token' | 'refreshToken'>;
/** Why a session ended: the person logged out here, or it ended by itself (expiry, revocation, another tab). */
export type SessionEnd = 'logged-out' | 'ended';
type Listener = (signedIn: boolean, end?: SessionEnd) => void;

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
export function clearSession(end: SessionEnd = 'ended') {
  const hadSession = storedTokens() !== null;
  remove(STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.completedForm);
  if (hadSession) notify(false, end);
}

/**
 * Log-out of spec §4: the server is told when the session is still valid, and whatever it
 * answers, both tokens and 'completedForm' are gone.
 */
export async function logOut(): Promise<void> {
  const token = await currentAccessToken();
  if (token) {
    await redaxios.post('/api/auth/log-out', undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  clearSession('logged-out');
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
    // Not through `http`: it waits on currentAccessToken, which is waiting on this renewal.
    const { data } = await redaxios.post<unknown>('/api/auth/refresh-token', { refresh_token: refreshToken });
    // Checked like every answer: the server rotates the refresh token, so both come back.
    const renewed = mask(data, SignedInResponse);
    saveTokens(renewed);
    return renewed.token;
  } catch {
    clearSession();
    return null;
  }
}

/** Called with true/false when a session starts or ends, here or in another tab. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab's log-out is, for this one, a session that ended elsewhere.
  const stop = onOtherTabChange([STORAGE_KEYS.token, STORAGE_KEYS.refreshToken], () => {
    const signedIn = storedTokens() !== null;
    listener(signedIn, signedIn ? undefined : 'ended');
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

function notify(signedIn: boolean, end?: SessionEnd) {
  for (const listener of listeners) listener(signedIn, end);
}
