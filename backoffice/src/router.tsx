import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { staffPaths } from '@tienda/ui';
import type { RouteAccess } from './app/access';
import { RouteError } from './app/RouteError';
import { StaffArea } from './app/StaffArea';

/**
 * The back office is rendered in the browser only (React Router's data mode, no server render): it
 * is a signed-in staff tool, so there is nothing to index or preview and no first visit to speed up.
 * Each page's code is loaded when it is first opened.
 */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const area = (section: RouteAccess['section'], adminOnly = false): RouteAccess => ({ section, adminOnly });

/** A path of staffPaths without its leading '/admin/', as a child route's path. */
const child = (path: string) => path.replace(/^\/admin\/?/, '');

const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      { path: staffPaths.login, lazy: page(() => import('./routes/logIn')) },
      {
        path: '/admin',
        Component: StaffArea,
        children: [
          { index: true, handle: area('dashboard'), lazy: page(() => import('./routes/dashboard')) },
          { path: child(staffPaths.orders), handle: area('orders'), lazy: page(() => import('./routes/orders')) },
          { path: child(staffPaths.order(':id')), handle: area('orders'), lazy: page(() => import('./routes/order')) },
          { path: child(staffPaths.withdrawals), handle: area('withdrawals'), lazy: page(() => import('./routes/withdrawals')) },
          { path: child(staffPaths.invoices), handle: area('invoices'), lazy: page(() => import('./routes/invoices')) },
          { path: child(staffPaths.products), handle: area('products'), lazy: page(() => import('./routes/products')) },
          { path: child(staffPaths.product('nuevo')), handle: area('products', true), lazy: page(() => import('./routes/product')) },
          { path: child(staffPaths.product(':id')), handle: area('products'), lazy: page(() => import('./routes/product')) },
          { path: child(staffPaths.taxonomy), handle: area('taxonomy'), lazy: page(() => import('./routes/taxonomy')) },
          { path: child(staffPaths.banners), handle: area('banners'), lazy: page(() => import('./routes/banners')) },
          { path: child(staffPaths.coupons), handle: area('coupons'), lazy: page(() => import('./routes/coupons')) },
          { path: child(staffPaths.creditLines), handle: area('creditLines'), lazy: page(() => import('./routes/creditLines')) },
          { path: child(staffPaths.staff), handle: area('staff'), lazy: page(() => import('./routes/staff')) },
          { path: child(staffPaths.audit), handle: area('audit'), lazy: page(() => import('./routes/audit')) },
          // Each member's own credentials: no section, every role.
          { path: child(staffPaths.security), lazy: page(() => import('./routes/security')) },
          // The short address of the audit log.
          { path: 'registro', element: <Navigate to={staffPaths.audit} replace /> },
          { path: '*', lazy: page(() => import('./routes/notFound')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
