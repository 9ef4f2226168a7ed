import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './ShopLayout';
import { RouteError } from './RouteError';
import { Spinner } from '@tienda/ui';

// Every route's module is loaded when first visited (code split per route).
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The routes of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    // While the first page's code arrives.
    hydrateFallbackElement: <Spinner size="large" label="Cargando..." />,
    children: [
      { path: '/', ...page(() => import('../routes/home')) },
      { path: '/home', ...page(() => import('../routes/home')) },
      { path: '/explore', ...page(() => import('../routes/explore')) },
      { path: '/search', ...page(() => import('../routes/search')) },
      { path: '/product', ...page(() => import('../routes/product')) },
      { path: '/product/:id', ...page(() => import('../routes/product')) },
      { path: '/cart', ...page(() => import('../routes/cart')) },
      { path: '/queries', ...page(() => import('../routes/queries')) },
      { path: '/terms-and-conditions', ...page(() => import('../routes/terms')) },
      { path: '/policy-and-privacy', ...page(() => import('../routes/privacy')) },
      { path: '/technical-service', ...page(() => import('../routes/technicalService')) },
      { path: '/who-are-they', ...page(() => import('../routes/whoAreThey')) },
      { path: '/repentance', ...page(() => import('../routes/repentance')) },
      // Account pages (each guards itself: visitor-only, members-only, or a session to verify).
      { path: '/login', ...page(() => import('../routes/login')) },
      { path: '/register', ...page(() => import('../routes/register')) },
      { path: '/verify-email/:verifyCode?', ...page(() => import('../routes/verifyEmail')) },
      ...['/second-step', '/create-profile', '/auth/complete-profile'].map((path) => ({ path, ...page(() => import('../routes/completeProfile')) })),
      { path: '/profile', ...page(() => import('../routes/profile')) },
      // Checkout pages (issue 7), behind their guards.
      { path: '/loans', ...page(() => import('../routes/loans')) },
      { path: '/payment', ...page(() => import('../routes/contact')) },
      { path: '/delivery', ...page(() => import('../routes/delivery')) },
      { path: '/payment-method', ...page(() => import('../routes/paymentMethod')) },
      { path: '/summary', ...page(() => import('../routes/summary')) },
      { path: '/success', ...page(() => import('../routes/success')) },
      { path: '/pending', ...page(() => import('../routes/pending')) },
      { path: '/failure', ...page(() => import('../routes/failure')) },
      { path: '/index.html', element: <Navigate to="/" replace /> },
      { path: '*', ...page(() => import('../routes/notFound')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
