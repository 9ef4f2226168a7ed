import redaxios from 'redaxios';
import { mask } from 'superstruct';
import { isTokenExpired, SignedInResponse, type SignedIn } from '@tienda/domain';

export type Tokens = Pick<SignedIn, 'token' | 'refreshToken'>;
/** Why a session ended: the person logged out here, or it ended by itself (expiry, revocation, another tab). */
export type SessionEnd = 'logged-out' | 'ended';
export type SessionListener = (signedIn: boolean, end?: SessionEnd) => void;

/** Where an app keeps its two tokens (each app its own storage and keys). */
export type TokenStore = {
  read(): Tokens | null;
  write(tokens: Tokens): void;
  /** Forgets the tokens, and whatever else belongs to the session. */
  clear(): void;
  /** Calls `onChange` when another tab changes the tokens; answers how to stop. */
  watch(onChange: () => void): () => void;
};

export type SessionOptions = {
  store: TokenStore;
  /** The API's renewal, answering SignedInResponse to `{ refresh_token }`. */
  refreshPath: string;
  /** The API's log-out, called with the bearer token. */
  logOutPath: string;
};

export type Session = ReturnType<typeof createSession>;

/**
 * The session rules of spec §4, for one kind of account: before a call, a refresh token about to
 * expire ends the session, an access token about to expire (or without expiry) is renewed first —
 * once, however many calls wait for it — and a failed renewal ends the session.
 */
export function createSession({ store, refreshPath, logOutPath }: SessionOptions) {
  const listeners = new Set<SessionListener>();
  let refreshing: Promise<string | null> | null = null;

  const notify = (signedIn: boolean, end?: SessionEnd) => {
    for (const listener of listeners) listener(signedIn, end);
  };

  const storedTokens = (): Tokens | null => store.read();

  function saveTokens(tokens: Tokens) {
    store.write({ token: tokens.token, refreshToken: tokens.refreshToken });
    notify(true);
  }

  /** Forgets the session here (and, where the storage is shared, in the other tabs). */
  function clearSession(end: SessionEnd = 'ended') {
    const hadSession = store.read() !== null;
    store.clear();
    if (hadSession) notify(false, end);
  }

  async function renew(refreshToken: string): Promise<string | null> {
    try {
      // Not through the HTTP client: it waits on currentAccessToken, which is waiting on this renewal.
      const { data } = await redaxios.post<unknown>(refreshPath, { refresh_token: refreshToken });
      // Checked like every answer: the server rotates the refresh token, so both come back.
      const renewed = mask(data, SignedInResponse);
      saveTokens(renewed);
      return renewed.token;
    } catch {
      clearSession();
      return null;
    }
  }

  /** The bearer token to send now, renewed if needed; null without a session or for one that ended. */
  async function currentAccessToken(now = Date.now()): Promise<string | null> {
    const tokens = store.read();
    if (!tokens || isTokenExpired(tokens.refreshToken, now)) {
      clearSession();
      return null;
    }
    if (!isTokenExpired(tokens.token, now)) return tokens.token;
    refreshing ??= renew(tokens.refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Log-out of spec §4: the server is told when the session is still valid; whatever it answers, the tokens are gone. */
  async function logOut(): Promise<void> {
    const token = await currentAccessToken();
    if (token) {
      await redaxios.post(logOutPath, undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    clearSession('logged-out');
  }

  /** Called with true/false when a session starts or ends, here or in another tab. */
  function onSessionChange(listener: SessionListener): () => void {
    listeners.add(listener);
    // Another tab's log-out is, for this one, a session that ended elsewhere.
    const stop = store.watch(() => {
      const signedIn = store.read() !== null;
      listener(signedIn, signedIn ? undefined : 'ended');
    });
    return () => {
      listeners.delete(listener);
      stop();
    };
  }

  return { storedTokens, saveTokens, clearSession, currentAccessToken, logOut, onSessionChange };
}

/**
 * Tokens kept in a Web Storage (localStorage, sessionStorage) under the given keys; `alsoClear`
 * names what goes with the session. Reads and writes never throw: a blocked storage is no session.
 */
export function webStorageTokens(
  storage: () => Storage | null,
  keys: { token: string; refreshToken: string },
  alsoClear: readonly string[] = [],
): TokenStore {
  const attempt = <T>(work: (store: Storage) => T): T | null => {
    try {
      const store = storage();
      return store ? work(store) : null;
    } catch (error) {
      console.error('No se pudo usar el almacenamiento de la sesión', error);
      return null;
    }
  };
  return {
    read: () =>
      attempt((store) => {
        const token = store.getItem(keys.token);
        const refreshToken = store.getItem(keys.refreshToken);
        return token && refreshToken ? { token, refreshToken } : null;
      }),
    write: ({ token, refreshToken }) =>
      void attempt((store) => {
        store.setItem(keys.token, token);
        store.setItem(keys.refreshToken, refreshToken);
      }),
    clear: () => void attempt((store) => [keys.token, keys.refreshToken, ...alsoClear].forEach((key) => store.removeItem(key))),
    watch: (onChange) => {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === null || event.key === keys.token || event.key === keys.refreshToken) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
