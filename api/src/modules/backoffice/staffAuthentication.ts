import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@tienda/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { STAFF_SESSIONS } from '../auth/sessionQueries';
import { bearerToken, type SessionKind } from '../auth/sessions';
import { createTokens, STAFF_TOKENS } from '../auth/tokens';
import { liveStaffRole } from './staffQueries';

export type StaffCaller = { staffId: number; sessionId: string; role: StaffRole };

export const SIGN_IN_TO_BACKOFFICE = 'Inicia sesión en el back office.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The onRequest hook of a back-office route: a staff bearer of a live session of an active
     * account, else 401; with `roles`, one of them, else 403. A shopper's token is a stranger's here.
     */
    authenticateStaff: (roles?: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
    /** The back office's sessions: the shop's rules, with staff tokens, kept in `staff_sessions`. */
    staffSessions: SessionKind;
  }
  interface FastifyRequest {
    /** The staff member calling; set by `app.authenticateStaff`, so read it only on routes that use it. */
    staff: StaffCaller;
  }
}

const ROLE_NOT_ALLOWED = 'Tu rol no permite esta acción.';

/** Staff sessions for the whole app: `app.staffSessions`, `app.authenticateStaff(roles?)` and `request.staff`. */
const decorateStaffAuthentication: FastifyPluginAsync<{ db: Database; jwtSecret: string | undefined }> = async (app, { db, jwtSecret }) => {
  const tokens = createTokens(jwtSecret, STAFF_TOKENS);
  app.decorate('staffSessions', { tokens, table: STAFF_SESSIONS, ended: SIGN_IN_TO_BACKOFFICE });
  app.decorateRequest('staff', null as unknown as StaffCaller);

  app.decorate('authenticateStaff', (roles?: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyAccess(token) : null;
    const role = claims ? await liveStaffRole(db, claims.sessionId, claims.subjectId) : undefined;
    if (!claims || !role) throw new HttpError(401, SIGN_IN_TO_BACKOFFICE);
    if (roles && !roles.includes(role)) throw new HttpError(403, ROLE_NOT_ALLOWED);
    request.staff = { staffId: claims.subjectId, sessionId: claims.sessionId, role };
  });
};

export const staffAuthentication = fp(decorateStaffAuthentication, { name: 'staffAuthentication' });
