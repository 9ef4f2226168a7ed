/**
 * The back office's addresses under /admin, one place for the layout's navigation, the screens'
 * links and the app's router. `ui` never routes: these are only link targets.
 */
export const staffPaths = {
  login: '/admin/ingresar',
  dashboard: '/admin',
  orders: '/admin/pedidos',
  order: (id: number | string) => `/admin/pedidos/${id}`,
  withdrawals: '/admin/arrepentimientos',
  invoices: '/admin/facturas',
  products: '/admin/productos',
  product: (id: number | string) => `/admin/productos/${id}`,
  taxonomy: '/admin/categorias-y-marcas',
  banners: '/admin/banners',
  coupons: '/admin/cupones',
  creditLines: '/admin/lineas-de-credito',
  staff: '/admin/personal',
  audit: '/admin/registro-de-cambios',
  /** Each member's own password and second factor: open to every role, outside the sections. */
  security: '/admin/seguridad',
} as const;

/** The sections of the side navigation. */
export type StaffSection =
  | 'dashboard'
  | 'orders'
  | 'withdrawals'
  | 'invoices'
  | 'products'
  | 'taxonomy'
  | 'banners'
  | 'coupons'
  | 'creditLines'
  | 'staff'
  | 'audit';

/** A query string of the filters that have a value, for a filtered list's address. */
export function withQuery(path: string, filter: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
