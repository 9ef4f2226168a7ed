import type { StaffRole } from '@tienda/domain';
import { staffMayOpen, type StaffSection } from '@tienda/ui';

/** A route's place in the back office: its section, and whether only admins may open it even there. */
export type RouteAccess = { section: StaffSection; adminOnly?: boolean };

export function mayOpenRoute(role: StaffRole, access: RouteAccess): boolean {
  // The navigation's rule (the server enforces the same on every call: this spares a refused page).
  return staffMayOpen(role, access.section) && (!access.adminOnly || role === 'admin');
}
