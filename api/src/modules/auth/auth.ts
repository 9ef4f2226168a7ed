import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import {
  GoogleLogInBody,
  LogInBody,
  MessageResponse,
  RefreshTokenBody,
  SessionParams,
  SessionsResponse,
  SignedInResponse,
  SignUpBody,
  VerifyCodeBody,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { accountChanges } from './accountChanges';
import { accountByEmail, accountById, accountForGoogle, createAccount, normalizeEmail } from './accountQueries';
import { googleVerifier } from './google';
import { logInLimits } from './logInFailures';
import { boundPasswordHashing, hashPassword, verifyPassword } from './passwords';
import { warnOwnerOfSignUp } from './signUpAttempt';
import { accountRateLimits, rateLimitPlugin } from './rateLimits';
import { liveSessions, revokeSession, SHOPPER_SESSIONS } from './sessionQueries';
import { LOGGED_IN, refreshSession, SESSION_CLOSED, SESSION_EXPIRED, SESSION_RENEWED, startSession, WRONG_CREDENTIALS, type SessionKind } from './sessions';
import { ALREADY_VERIFIED, sendVerificationCode, verifyEmailHandler } from './verification';

type AuthOptions = {
  db: Database;
  settings: Pick<Settings, 'googleClientId' | 'googleJwksUrl' | 'publicUrl' | 'rateLimits' | 'imagesDir' | 'passwordHashing'>;
};

const GOOGLE_FAILED = 'Error al iniciar sesión con Google';

/** The account calls of spec §7 (Auth): sign-up, log-in (also with Google), tokens, e-mail verification, sessions. */
const authRoutes: ShopPlugin<AuthOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const limits = accountRateLimits(settings.rateLimits);
  boundPasswordHashing(settings.passwordHashing);
  const logInFailures = logInLimits(db, 'shop', { perAccount: settings.rateLimits.logIn, perAddress: settings.rateLimits.logInPerAddress });
  const shopperSessions: SessionKind = { tokens: app.tokens, table: SHOPPER_SESSIONS, ended: SESSION_EXPIRED };
  const tags = ['Cuentas'];
  const security = [{ bearer: [] }];
  const verifyGoogle = settings.googleClientId && googleVerifier(settings.googleClientId, settings.googleJwksUrl);
  const signedIn = { 200: contract(SignedInResponse) };
  const done = { 200: contract(MessageResponse) };

  // The same answer for an e-mail that has an account as for a new one, so the form tells nobody
  // who is a customer: a new account gets its code by mail (the storefront then signs in with the
  // password just chosen), an existing one's owner is told that someone tried. Either way one hash
  // and one mail, so both take about as long.
  app.post(
    '/api/auth/sign-up',
    { schema: { tags, body: contract(SignUpBody), response: { 201: contract(MessageResponse) } }, config: { rateLimit: limits.signUp } },
    async (request, reply) => {
      const { email, password, first_name, last_name } = request.body;
      const passwordHash = await hashPassword(password);
      const userId = await createAccount(db, { email, passwordHash, firstName: first_name, lastName: last_name });
      // The account stands even if the mail fails: the code can be asked for again.
      const mailed =
        userId === undefined
          ? warnOwnerOfSignUp(db, app.mailer, normalizeEmail(email), settings.publicUrl)
          : sendVerificationCode(db, app.mailer, { id: userId, email: normalizeEmail(email) }, settings.publicUrl);
      await mailed.catch((error) => request.log.error({ err: error }, 'no se pudo enviar el correo del registro'));
      return reply.status(201).send({ ok: true, message: 'Te enviamos un correo para continuar. Revisa tu bandeja de entrada.' });
    },
  );

  app.post(
    '/api/auth/log-in',
    { schema: { tags, body: contract(LogInBody), response: signedIn } },
    async (request, reply) => {
      const attempt = await logInFailures.begin(request, reply, request.body.email);
      const account = await accountByEmail(db, request.body.email);
      const valid = await attempt.check(() => verifyPassword(account?.password_hash, request.body.password));
      // Never which of the two was wrong.
      if (!account || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
      await attempt.succeeded();
      return { ok: true, ...(await startSession(db, shopperSessions, account.id, request)), message: LOGGED_IN };
    },
  );

  app.post(
    '/api/auth/log-in-with-google',
    { schema: { tags, body: contract(GoogleLogInBody), response: signedIn } },
    async (request) => {
      if (!verifyGoogle) throw new HttpError(503, 'El inicio de sesión con Google no está disponible en este momento.');
      const identity = await verifyGoogle(request.body.token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'token de Google rechazado');
        throw new HttpError(401, GOOGLE_FAILED);
      });
      const userId = await accountForGoogle(db, identity);
      return { ok: true, ...(await startSession(db, shopperSessions, userId, request)), message: LOGGED_IN };
    },
  );

  app.post(
    '/api/auth/refresh-token',
    { schema: { tags, body: contract(RefreshTokenBody), response: signedIn } },
    async (request) => ({
      ok: true,
      ...(await refreshSession(db, shopperSessions, request.body.refresh_token)),
      message: SESSION_RENEWED,
    }),
  );

  app.post('/api/auth/log-out', { schema: { tags, security, response: done }, onRequest: app.authenticate }, async (request) => {
    await revokeSession(db, SHOPPER_SESSIONS, request.user.sessionId);
    return { ok: true, message: SESSION_CLOSED };
  });

  app.post(
    '/api/auth/verify-email',
    { schema: { tags, security, body: contract(VerifyCodeBody), response: done }, onRequest: app.authenticate },
    verifyEmailHandler(db),
  );

  app.post(
    '/api/auth/resend-code',
    { schema: { tags, security, response: done }, onRequest: app.authenticate, config: { rateLimit: limits.resendCode } },
    async (request) => {
      const account = await accountById(db, request.user.userId);
      if (!account) throw new HttpError(401, SESSION_EXPIRED);
      if (account.email_verified) throw new HttpError(409, ALREADY_VERIFIED);
      await sendVerificationCode(db, app.mailer, account, settings.publicUrl);
      return { ok: true, message: 'Codigo reenviado' };
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { tags, security, response: { 200: contract(SessionsResponse) } }, onRequest: app.authenticate },
    async (request) => {
      const sessions = await liveSessions(db, request.user.userId);
      return { ok: true, sessions: sessions.map((session) => ({ ...session, current: session.id === request.user.sessionId })) };
    },
  );

  app.delete(
    '/api/auth/session/:id',
    { schema: { tags, security, params: contract(SessionParams), response: done }, onRequest: app.authenticate },
    async (request) => {
      const closed = await revokeSession(db, SHOPPER_SESSIONS, request.params.id, request.user.userId);
      if (!closed) throw new HttpError(404, 'Sesión no encontrada');
      return { ok: true, message: SESSION_CLOSED };
    },
  );

  // POST /api/auth/change-password and DELETE /api/user, under this plugin's rate limits.
  await app.register(accountChanges, { db, imagesDir: settings.imagesDir, passwordCheckLimit: app.rateLimit(limits.passwordCheck) });
};

export const auth = fp(authRoutes, { name: 'auth', dependencies: ['authentication', 'mail'], encapsulate: true });
