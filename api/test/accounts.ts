import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedIn } from '@tienda/domain';
import { expect } from 'vitest';
import type { OutboxMail } from '../src/mail/outboxMailer';
type Call = { payload?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string };

/** Drives the account calls through HTTP, as the storefront would. */
export function accountCalls(app: FastifyInstance) {
  let people = 0;

  const call = (method: InjectOptions['method'], url: string, { payload, token, headers = {}, remoteAddress }: Call = {}) =>
    app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const api = {
    call,
    /**
     * A new account, each person from their own network address (sign-up is limited per address),
     * signed in right after with the password just chosen, as the register page does (the sign-up
     * itself answers the same for any e-mail, without a session).
     */
    async signUp(email: string, password = 'secreta123'): Promise<SignedIn> {
      people += 1;
      const remoteAddress = `10.1.${people >> 8}.${people & 255}`;
      const res = await call('POST', '/api/auth/sign-up', { payload: { email, password }, remoteAddress });
      expect(res.statusCode, res.body).toBe(201);
      const signedIn = await call('POST', '/api/auth/log-in', { payload: { email, password }, remoteAddress });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      return signedIn.json();
    },
    async logIn(email: string, password = 'secreta123', headers: Record<string, string> = {}): Promise<SignedIn> {
      const res = await call('POST', '/api/auth/log-in', { payload: { email, password }, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    /** The code of the newest verification mail to `email`, read from /dev/mailbox. */
    async latestCode(email: string): Promise<string> {
      const { mails } = (await call('GET', '/dev/mailbox')).json() as { mails: OutboxMail[] };
      const mail = mails.find((m) => m.to === email);
      const code = /\b(\d{5})\b/.exec(mail?.text ?? '')?.[1];
      expect(code, `sin código para ${email}`).toBeDefined();
      return code!;
    },
    /** A new account at `email` with its e-mail verified and, when given, its first data (name and CUIL). */
    async verifiedMember(email: string, profile?: { first_name: string; last_name: string; cuil: string }): Promise<string> {
      const { token } = await api.signUp(email);
      const verified = await call('POST', '/api/auth/verify-email', { token, payload: { code: await api.latestCode(email) } });
      expect(verified.statusCode, verified.body).toBe(200);
      if (profile) {
        const res = await call('POST', '/api/user/first-data', { token, payload: profile });
        expect(res.statusCode, res.body).toBe(200);
      }
      return token;
    },
  };
  return api;
}

/** The payload of a JWT, read without checking it (as the storefront reads `exp`). */
export const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
