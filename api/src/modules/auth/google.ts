import { createRemoteJWKSet, jwtVerify } from 'jose';
import { validateName } from '@tienda/domain';
import type { GoogleIdentity } from './accountQueries';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Checks Google ID tokens against the JWKS of `jwksUrl` (Google's keys; a local key in tests),
 * for our client id only. Throws on anything but a genuine token with a verified e-mail.
 */
export function googleVerifier(clientId: string, jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity> => {
    const { payload } = await jwtVerify(idToken, keys, { audience: clientId, issuer: GOOGLE_ISSUERS, algorithms: ['RS256'] });
    const { sub, email, email_verified, given_name, family_name } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) {
      throw new Error('El token de Google no trae un correo verificado');
    }
    return { sub, email, firstName: profileName(given_name), lastName: profileName(family_name) };
  };
}

// Google's names prefill the profile only when they pass the shop's own rule; otherwise the
// complete-profile page asks for them.
const profileName = (name: unknown) => (typeof name === 'string' && validateName(name) === null ? name : undefined);
