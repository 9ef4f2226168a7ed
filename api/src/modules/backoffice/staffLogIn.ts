import type { FastifyRequest } from 'fastify';
import {
  LogInBody,
  StaffCodeStepBody,
  StaffLogInResponse,
  StaffNewPasswordStepBody,
  validateStaffPassword,
  type StaffLogInStep,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { logInLimits, type LogInAttempt } from '../auth/logInFailures';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { LOGGED_IN, startSession, WRONG_CREDENTIALS } from '../auth/sessions';
import { writeAudit } from './auditLog';
import { openStep, stepOwner, takeStep } from './staffLogInSteps';
import { setStaffPassword, staffSecretsByEmail, staffSecretsById, takeTotpStep, useRecoveryCode, type StaffSecrets } from './staffQueries';
import { looksLikeTotpCode, recoveryCodeHash, totpStep } from './staffTotp';

type StaffLogInOptions = { db: Database; settings: Pick<Settings, 'rateLimits'> };

export const STEP_EXPIRED = 'Pasaron varios minutos o ya usaste este paso. Vuelve a iniciar sesión.';
export const WRONG_CODE = 'El código no es correcto. Revisa tu aplicación de autenticación e intenta de nuevo.';
const SAME_AS_TEMPORARY = 'Elige una contraseña distinta de la temporal.';

const STEP_MESSAGES: Record<StaffLogInStep, string> = {
  code: 'Introduce el código de tu aplicación de autenticación.',
  'new-password': 'Tu contraseña es temporal: elige una nueva para continuar.',
};

/**
 * The staff's way in: the password (POST /api/backoffice/auth/log-in), then, when the account has
 * them, the authenticator's code (…/code) and a new password after an admin's reset
 * (…/new-password). Each step hands a short-lived token to the next; the last one, the session.
 * Log-in is limited as the shop's is, counted apart: failures per account (with growing waits) and
 * per address. A wrong code counts as a wrong password for the account.
 */
export const staffLogIn: ShopPlugin<StaffLogInOptions> = async (app, { db, settings }) => {
  const limits = logInLimits(db, 'staff', { perAccount: settings.rateLimits.logIn, perAddress: settings.rateLimits.logInPerAddress });
  const tags = ['Back office'];
  const response = { 200: contract(StaffLogInResponse) };

  /** What follows a right password (or code): the next step still due, or the session. */
  async function afterCheck(account: StaffSecrets, attempt: LogInAttempt, request: FastifyRequest, codeGiven: boolean) {
    const step: StaffLogInStep | undefined = account.totpSecret && !codeGiven ? 'code' : account.mustChangePassword ? 'new-password' : undefined;
    if (step) {
      await attempt.passed();
      return { ok: true, step, stepToken: await openStep(db, account.id, step), message: STEP_MESSAGES[step] };
    }
    await attempt.succeeded();
    return { ok: true, ...(await startSession(db, app.staffSessions, account.id, request)), message: LOGGED_IN };
  }

  app.post('/api/backoffice/auth/log-in', { schema: { tags, body: contract(LogInBody), response } }, async (request, reply) => {
    const attempt = await limits.begin(request, reply, request.body.email);
    const account = await staffSecretsByEmail(db, request.body.email);
    const valid = await attempt.check(() => verifyPassword(account?.passwordHash, request.body.password));
    // Never which was wrong, nor that the account exists but is closed.
    if (!account || !valid || !account.active) throw new HttpError(401, WRONG_CREDENTIALS);
    return afterCheck(account, attempt, request, false);
  });

  app.post('/api/backoffice/auth/code', { schema: { tags, body: contract(StaffCodeStepBody), response } }, async (request, reply) => {
    const { stepToken, code } = request.body;
    const staffId = await stepOwner(db, stepToken, 'code');
    const account = staffId === undefined ? undefined : await staffSecretsById(db, staffId);
    if (!account?.active || !account.totpSecret) throw new HttpError(401, STEP_EXPIRED);
    const attempt = await limits.begin(request, reply, account.email);
    const secret = account.totpSecret;
    const right = await attempt.check(async () => {
      if (looksLikeTotpCode(code)) {
        const step = await totpStep(secret, code, account.totpLastStep);
        return step !== undefined && (await takeTotpStep(db, account.id, step));
      }
      // A recovery code is spent, and that is written down: its owner sees it on the audit screen.
      return db.transaction(async (tx) => {
        if (!(await useRecoveryCode(tx, account.id, recoveryCodeHash(code)))) return false;
        await writeAudit(tx, { staffId: account.id, action: 'use-recovery-code', entity: 'staff', entityId: account.id, before: null, after: null });
        return true;
      });
    });
    if (!right) throw new HttpError(401, WRONG_CODE);
    // Taken only now: a mistyped code leaves the step open for another try (each one counted).
    if ((await takeStep(db, stepToken, 'code')) === undefined) throw new HttpError(401, STEP_EXPIRED);
    return afterCheck(account, attempt, request, true);
  });

  app.post(
    '/api/backoffice/auth/new-password',
    { schema: { tags, body: contract(StaffNewPasswordStepBody), response } },
    async (request) => {
      const { stepToken, newPassword } = request.body;
      const staffId = await stepOwner(db, stepToken, 'new-password');
      const account = staffId === undefined ? undefined : await staffSecretsById(db, staffId);
      if (!account?.active) throw new HttpError(401, STEP_EXPIRED);
      const problem = validateStaffPassword(newPassword, account.email);
      if (problem) throw new HttpError(400, problem);
      if (await verifyPassword(account.passwordHash, newPassword)) throw new HttpError(400, SAME_AS_TEMPORARY);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        if ((await takeStep(tx, stepToken, 'new-password')) === undefined) throw new HttpError(401, STEP_EXPIRED);
        await setStaffPassword(tx, account.id, passwordHash, false);
        await writeAudit(tx, { staffId: account.id, action: 'change-password', entity: 'staff', entityId: account.id, before: null, after: null });
      });
      return { ok: true, ...(await startSession(db, app.staffSessions, account.id, request)), message: LOGGED_IN };
    },
  );
};
