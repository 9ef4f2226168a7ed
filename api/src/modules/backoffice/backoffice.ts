import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AuditQuery,
  AuditResponse,
  IdParams,
  MessageResponse,
  NewStaffBody,
  RefreshTokenBody,
  SignedInResponse,
  StaffChangeBody,
  StaffListResponse,
  StaffMemberResponse,
  StaffMeResponse,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { hashPassword } from '../auth/passwords';
import { accountRateLimits, rateLimitPlugin } from '../auth/rateLimits';
import { AUDIT_ENTRIES_PER_PAGE, auditPage, writeAudit } from './auditLog';
import { allStaff, createStaff, staffById, updateStaff } from './staffQueries';
import { revokeOwnerSessions, revokeSession, STAFF_SESSIONS } from '../auth/sessionQueries';
import { refreshSession, SESSION_CLOSED, SESSION_RENEWED } from '../auth/sessions';
import { SIGN_IN_TO_BACKOFFICE } from './staffAuthentication';
import { staffCredentials } from './staffCredentials';
import { staffLogIn } from './staffLogIn';

type BackofficeOptions = { db: Database; settings: Pick<Settings, 'rateLimits'> };

const ADMINS = ['admin'] as const;

/**
 * The back office's own accounts: staff log-in (apart from the shoppers', with the same session
 * rules, a stronger password rule and a second factor), who is signed in, and, for admins, the staff
 * accounts and the audit log.
 */
const backofficeRoutes: ShopPlugin<BackofficeOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  // Log-in and its second steps; then each member's own credentials and an admin's reset.
  await app.register(staffLogIn, { db, settings });
  const passwordCheck = accountRateLimits(settings.rateLimits).passwordCheck;
  const passwordCheckLimit = app.rateLimit({ ...passwordCheck, keyGenerator: (request: FastifyRequest) => `staff-password:${request.staff.staffId}` });
  await app.register(staffCredentials, { db, passwordCheckLimit });
  const tags = ['Back office'];
  const security = [{ bearer: [] }];
  const signedIn = { 200: contract(SignedInResponse) };
  const staffMember = contract(StaffMemberResponse);

  app.post(
    '/api/backoffice/auth/refresh-token',
    { schema: { tags, body: contract(RefreshTokenBody), response: signedIn } },
    async (request) => ({ ok: true, ...(await refreshSession(db, app.staffSessions, request.body.refresh_token)), message: SESSION_RENEWED }),
  );

  app.post(
    '/api/backoffice/auth/log-out',
    { schema: { tags, security, response: { 200: contract(MessageResponse) } }, onRequest: app.authenticateStaff() },
    async (request) => {
      await revokeSession(db, STAFF_SESSIONS, request.staff.sessionId);
      return { ok: true, message: SESSION_CLOSED };
    },
  );

  app.get(
    '/api/backoffice/me',
    { schema: { tags, security, response: { 200: contract(StaffMeResponse) } }, onRequest: app.authenticateStaff() },
    async (request) => {
      const staff = await staffById(db, request.staff.staffId);
      if (!staff) throw new HttpError(401, SIGN_IN_TO_BACKOFFICE);
      return { ok: true, staff };
    },
  );

  app.get(
    '/api/backoffice/staff',
    { schema: { tags, security, response: { 200: contract(StaffListResponse) } }, onRequest: app.authenticateStaff(ADMINS) },
    async () => ({ ok: true, staff: await allStaff(db) }),
  );

  app.post(
    '/api/backoffice/staff',
    { schema: { tags, security, body: contract(NewStaffBody), response: { 201: staffMember } }, onRequest: app.authenticateStaff(ADMINS) },
    async (request, reply) => {
      const { email, name, role, password } = request.body;
      const passwordHash = await hashPassword(password);
      const staff = await db.transaction(async (tx) => {
        const created = await createStaff(tx, { email, name, role, passwordHash });
        if (!created) throw new HttpError(409, 'Ya hay una cuenta del personal con ese correo electrónico.');
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'create', entity: 'staff', entityId: created.id, before: null, after: created });
        return created;
      });
      return reply.status(201).send({ ok: true, staff, message: 'Cuenta creada.' });
    },
  );

  app.put(
    '/api/backoffice/staff/:id',
    {
      schema: { tags, security, params: contract(IdParams), body: contract(StaffChangeBody), response: { 200: staffMember } },
      onRequest: app.authenticateStaff(ADMINS),
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      // The shop must never be left without an admin who can sign in: none takes it from themselves.
      if (id === request.staff.staffId && (change.active === false || (change.role && change.role !== 'admin'))) {
        throw new HttpError(409, 'No puedes quitarte el rol de administrador ni desactivar tu propia cuenta.');
      }
      const staff = await db.transaction(async (tx) => {
        const before = await staffById(tx, id);
        const after = before && (await updateStaff(tx, id, change));
        if (!before || !after) throw new HttpError(404, 'No encontramos esa cuenta del personal.');
        // A closed account's devices are signed out at once.
        if (!after.active) await revokeOwnerSessions(tx, STAFF_SESSIONS, id);
        const changed = before.role !== after.role || before.active !== after.active;
        if (changed) await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity: 'staff', entityId: id, before, after });
        return after;
      });
      return { ok: true, staff, message: 'Cuenta actualizada.' };
    },
  );

  app.get(
    '/api/backoffice/audit',
    { schema: { tags, security, querystring: contract(AuditQuery), response: { 200: contract(AuditResponse) } }, onRequest: app.authenticateStaff(ADMINS) },
    async (request) => {
      const page = request.query.page ?? 1;
      const { entries, count } = await auditPage(db, page);
      return { ok: true, entries, page, totalPages: Math.max(1, Math.ceil(count / AUDIT_ENTRIES_PER_PAGE)) };
    },
  );
};

export const backoffice = fp(backofficeRoutes, { name: 'backoffice', dependencies: ['staffAuthentication'], encapsulate: true });
