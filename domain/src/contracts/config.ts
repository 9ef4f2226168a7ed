import { literal, nullable, object, string } from 'superstruct';

/** GET /api/config: what the storefront must know of the server's settings at run time, nothing secret. */
export const PublicConfigResponse = object({ ok: literal(true), googleClientId: nullable(string()) });
