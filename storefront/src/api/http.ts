import { createHttp } from '@tienda/client';
import { clearSession, currentAccessToken } from './session';
import { apiFetch } from './transport';

export { ApiError, serverMessage } from '@tienda/client';

/** The one client of the main API: same origin, 15 s timeout, bearer token by the session rules. */
export const http = createHttp({ session: { clearSession, currentAccessToken }, fetch: apiFetch });
