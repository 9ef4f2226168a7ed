import { validateEmail, validateName, validateStaffPassword, type StaffMember } from '@tienda/domain';
import type { Database } from '../../db/database';
import { hashPassword } from '../auth/passwords';
import { writeAudit } from './auditLog';
import { createStaff } from './staffQueries';

export type FirstAdmin = { email: string; name: string; password: string };

/**
 * An admin made from the command line (the way into a new back office): the shop's rules for the
 * e-mail and the name, the staff's for the password, and an audit row without a staff member behind it.
 * Throws, with the reason in Spanish, when a rule is broken or the e-mail is taken.
 */
export async function createAdmin(db: Database, { email, name, password }: FirstAdmin): Promise<StaffMember> {
  const problem = validateEmail(email) ?? validateName(name) ?? validateStaffPassword(password, email);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const admin = await createStaff(tx, { email, name, role: 'admin', passwordHash });
    if (!admin) throw new Error('Ya hay una cuenta del personal con ese correo electrónico.');
    await writeAudit(tx, { staffId: null, action: 'create', entity: 'staff', entityId: admin.id, before: null, after: admin });
    return admin;
  });
}
