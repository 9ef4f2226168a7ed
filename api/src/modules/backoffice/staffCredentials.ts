import {
  IdParams,
  MessageResponse,
  RecoveryCodesResponse,
  StaffPasswordChangeBody,
  StaffPasswordResetBody,
  StaffSecurityResponse,
  TotpConfirmBody,
  TotpEnrolmentResponse,
  validateStaffPassword,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOwnerSessions, STAFF_SESSIONS } from '../auth/sessionQueries';
import { writeAudit } from './auditLog';
import { SIGN_IN_TO_BACKOFFICE } from './staffAuthentication';
import {
  enableTotp,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setPendingTotp,
  setStaffPassword,
  staffSecretsById,
  type StaffSecrets,
} from './staffQueries';
import { newRecoveryCodes, newTotpEnrolment, recoveryCodeHash, totpStep } from './staffTotp';
import { WRONG_CODE } from './staffLogIn';

type StaffCredentialsOptions = {
  db: Database;
  /** The limit of a signed-in staff member typing their password again (per member). */
  passwordCheckLimit: import('fastify').preHandlerAsyncHookHandler;
};

const ADMINS = ['admin'] as const;
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
// The audit rows' fields, as the audit screen shows them.
const SECOND_FACTOR_FIELD = 'verificación en dos pasos';
const PASSWORD_FIELD = 'contraseña';
const ALREADY_ENROLLED = 'Tu cuenta ya tiene la verificación en dos pasos activa.';
const START_ENROLMENT = 'Empieza la activación de nuevo: no hay un código pendiente de confirmar.';

/**
 * A staff member's own credentials — the second factor (TOTP with recovery codes) and the password —
 * and an admin's reset of someone else's password. Every change is audited in its own transaction.
 */
export const staffCredentials: ShopPlugin<StaffCredentialsOptions> = async (app, { db, passwordCheckLimit }) => {
  const tags = ['Back office'];
  const security = [{ bearer: [] }];
  const done = { 200: contract(MessageResponse) };

  const signedIn = async (staffId: number, forUpdate = false, tx: import('../../db/database').Queryable = db): Promise<StaffSecrets> => {
    const account = await staffSecretsById(tx, staffId, { forUpdate });
    if (!account) throw new HttpError(401, SIGN_IN_TO_BACKOFFICE);
    return account;
  };

  app.get(
    '/api/backoffice/me/security',
    { schema: { tags, security, response: { 200: contract(StaffSecurityResponse) } }, onRequest: app.authenticateStaff() },
    async (request) => {
      const account = await signedIn(request.staff.staffId);
      return { ok: true, totpEnabled: account.totpSecret !== null, recoveryCodesLeft: await recoveryCodesLeft(db, account.id) };
    },
  );

  app.post(
    '/api/backoffice/me/totp',
    { schema: { tags, security, response: { 200: contract(TotpEnrolmentResponse) } }, onRequest: app.authenticateStaff() },
    async (request) => {
      const account = await signedIn(request.staff.staffId);
      if (account.totpSecret) throw new HttpError(409, ALREADY_ENROLLED);
      const enrolment = await newTotpEnrolment(account.email);
      // Kept apart until a code proves the phone has it: a half-done enrolment locks nobody out.
      await setPendingTotp(db, account.id, enrolment.secret);
      return { ok: true, ...enrolment };
    },
  );

  app.post(
    '/api/backoffice/me/totp/confirm',
    {
      schema: { tags, security, body: contract(TotpConfirmBody), response: { 200: contract(RecoveryCodesResponse) } },
      onRequest: app.authenticateStaff(),
      preHandler: passwordCheckLimit,
    },
    async (request) => {
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const account = await signedIn(request.staff.staffId, true, tx);
        if (account.totpSecret) throw new HttpError(409, ALREADY_ENROLLED);
        if (!account.totpPendingSecret) throw new HttpError(409, START_ENROLMENT);
        const step = await totpStep(account.totpPendingSecret, request.body.code, null);
        if (step === undefined) throw new HttpError(400, WRONG_CODE);
        await enableTotp(tx, account.id, account.totpPendingSecret, step);
        await replaceRecoveryCodes(tx, account.id, recoveryCodes.map(recoveryCodeHash));
        await writeAudit(tx, {
          staffId: account.id,
          action: 'enable-totp',
          entity: 'staff',
          entityId: account.id,
          // Read on the audit screen as they are: a field and its value in Spanish.
          before: { [SECOND_FACTOR_FIELD]: 'inactiva' },
          after: { [SECOND_FACTOR_FIELD]: 'activa' },
        });
      });
      return { ok: true, recoveryCodes, message: 'Verificación en dos pasos activada. Guarda tus códigos de recuperación: no los volverás a ver.' };
    },
  );

  app.post(
    '/api/backoffice/me/password',
    { schema: { tags, security, body: contract(StaffPasswordChangeBody), response: done }, onRequest: app.authenticateStaff(), preHandler: passwordCheckLimit },
    async (request) => {
      const { staffId, sessionId } = request.staff;
      const { currentPassword, newPassword } = request.body;
      const account = await signedIn(staffId);
      const problem = validateStaffPassword(newPassword, account.email);
      if (problem) throw new HttpError(400, problem);
      if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const current = await signedIn(staffId, true, tx);
        // Changed meanwhile from another device: the current password given is no longer it.
        if (current.passwordHash !== account.passwordHash) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
        await setStaffPassword(tx, staffId, passwordHash, false);
        // Whoever else was signed in, maybe with the old password, is out; this device stays.
        await tx.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND id <> $2 AND revoked_at IS NULL', [staffId, sessionId]);
        await writeAudit(tx, { staffId, action: 'change-password', entity: 'staff', entityId: staffId, before: null, after: null });
      });
      return { ok: true, message: 'Contraseña actualizada.' };
    },
  );

  app.post(
    '/api/backoffice/staff/:id/password',
    {
      schema: { tags, security, params: contract(IdParams), body: contract(StaffPasswordResetBody), response: done },
      onRequest: app.authenticateStaff(ADMINS),
    },
    async (request) => {
      const { id } = request.params;
      // One's own password is changed with the current one, not reset around it.
      if (id === request.staff.staffId) throw new HttpError(409, 'Para tu propia cuenta, usa "Cambiar contraseña" en Seguridad.');
      const account = await staffSecretsById(db, id);
      if (!account) throw new HttpError(404, 'No encontramos esa cuenta del personal.');
      const problem = validateStaffPassword(request.body.temporaryPassword, account.email);
      if (problem) throw new HttpError(400, problem);
      const passwordHash = await hashPassword(request.body.temporaryPassword);
      await db.transaction(async (tx) => {
        await setStaffPassword(tx, id, passwordHash, true);
        // Signed out everywhere: the next log-in, with the temporary password, asks for a new one.
        await revokeOwnerSessions(tx, STAFF_SESSIONS, id);
        await writeAudit(tx, {
          staffId: request.staff.staffId,
          action: 'reset-password',
          entity: 'staff',
          entityId: id,
          before: null,
          after: { [PASSWORD_FIELD]: 'temporal (se cambia al ingresar)' },
        });
      });
      return { ok: true, message: 'Contraseña temporal guardada. Pídele a la persona que inicie sesión con ella y elija una nueva.' };
    },
  );
};
