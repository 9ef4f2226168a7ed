import { array, boolean, enums, integer, literal, nullable, object, optional, refine, string, type, unknown, type Infer } from 'superstruct';
import { staffPasswordStruct, validateStaffPassword } from '../staffPassword';
import { emailStruct, nameStruct } from '../validation';
import { Id } from './common';

/** What a staff member may do: `admin` everything, staff accounts included; `operador` the daily work. */
export const STAFF_ROLES = ['admin', 'operador'] as const;
export const StaffRole = enums(STAFF_ROLES);
export type StaffRole = Infer<typeof StaffRole>;

/** A staff account as the back office shows it. Dates in ISO 8601. */
export const StaffMember = object({
  id: integer(),
  email: string(),
  name: string(),
  role: StaffRole,
  active: boolean(),
  createdAt: string(),
});
export type StaffMember = Infer<typeof StaffMember>;

/** GET /api/backoffice/me */
export const StaffMeResponse = object({ ok: literal(true), staff: StaffMember });

/** GET /api/backoffice/staff: every account, the oldest first. */
export const StaffListResponse = object({ ok: literal(true), staff: array(StaffMember) });

/** POST /api/backoffice/staff: a new account with its first password (the staff's rule, the e-mail not inside). */
export const NewStaffBody = refine(
  type({ email: emailStruct, name: nameStruct, role: StaffRole, password: staffPasswordStruct }),
  'staffPasswordWithoutEmail',
  ({ email, password }) => validateStaffPassword(password, email) ?? true,
);
export type NewStaff = Infer<typeof NewStaffBody>;

/** PUT /api/backoffice/staff/{id}: the role, whether the account may sign in, or both. */
export const StaffChangeBody = type({ role: optional(StaffRole), active: optional(boolean()) });
export type StaffChange = Infer<typeof StaffChangeBody>;

/** POST /api/backoffice/staff and PUT /api/backoffice/staff/{id} */
export const StaffMemberResponse = object({ ok: literal(true), staff: StaffMember, message: string() });

/** One change made by the staff: who, what, how it was and how it became, when. */
export const AuditEntry = object({
  id: integer(),
  staffId: nullable(integer()),
  staffEmail: nullable(string()),
  action: string(),
  entity: string(),
  entityId: nullable(string()),
  before: unknown(),
  after: unknown(),
  at: string(),
});
export type AuditEntry = Infer<typeof AuditEntry>;

/** GET /api/backoffice/audit?page=: the newest first. */
export const AuditQuery = type({ page: optional(Id) });
export const AuditResponse = object({ ok: literal(true), entries: array(AuditEntry), page: integer(), totalPages: integer() });
