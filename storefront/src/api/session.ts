import { createSession, webStorageTokens } from '@tienda/client';
import { STORAGE_KEYS } from '../state/storage';

/**
 * The shopper's session under the rules of spec §4 (the shared logic in @tienda/client): both tokens
 * in localStorage, renewed through the shop's refresh route; 'completedForm' ends with the session.
 */
const session = createSession({
  store: webStorageTokens(() => (typeof localStorage === 'undefined' ? null : localStorage), STORAGE_KEYS, [STORAGE_KEYS.completedForm]),
  refreshPath: '/api/auth/refresh-token',
  logOutPath: '/api/auth/log-out',
});

export const { storedTokens, saveTokens, clearSession, logOut, currentAccessToken, onSessionChange } = session;
