import type { StaffRole } from '@tienda/domain';
import type { StaffSection } from '@tienda/ui';

/**
 * What each role may open. An operador does the daily work: orders, withdrawals, and stock (the
 * products list, a product's page for its stock, the prices-and-stock CSV); the rest is admins'.
 * The server enforces the same rules on every call: this only spares a person a refused page.
 */
const OPERATOR_SECTIONS: ReadonlySet<StaffSection> = new Set(['dashboard', 'orders', 'withdrawals', 'products']);

export function mayOpen(role: StaffRole, section: StaffSection): boolean {
  return role === 'admin' || OPERATOR_SECTIONS.has(section);
}

/** A route's place in the back office: its section, and whether only admins may open it even there. */
export type RouteAccess = { section: StaffSection; adminOnly?: boolean };

export function mayOpenRoute(role: StaffRole, access: RouteAccess): boolean {
  return mayOpen(role, access.section) && (!access.adminOnly || role === 'admin');
}
