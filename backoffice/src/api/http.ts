import { createHttp } from '@tienda/client';
import { staffSession } from './session';

export { ApiError, serverMessage } from '@tienda/client';

/** The back office's one client of the API: same origin, the staff member's bearer token, every answer checked. */
export const http = createHttp({ session: staffSession });
