import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The routes of spec §2, each module code-split and rendered on the server. */
export default [
  layout('app/ShopLayout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias' }),
    route('explore', 'routes/explore.tsx'),
    route('search', 'routes/search.tsx'),
    route('product/:id?', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('queries', 'routes/queries.tsx'),
    route('terms-and-conditions', 'routes/terms.tsx'),
    route('policy-and-privacy', 'routes/privacy.tsx'),
    route('technical-service', 'routes/technicalService.tsx'),
    route('who-are-they', 'routes/whoAreThey.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('contacto', 'routes/contactUs.tsx'),
    route('repentance', 'routes/repentance.tsx'),
    // The link a guest's withdrawal mails to the order's address.
    route('repentance/confirm/:token', 'routes/withdrawalConfirm.tsx'),
    // The 'Botón de baja', and the link it mails to the order's or account's address.
    route('baja', 'routes/baja.tsx'),
    route('baja/confirm/:token', 'routes/bajaConfirm.tsx'),
    // Account pages (each guards itself: visitor-only, members-only, or a session to verify).
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('verify-email/:verifyCode?', 'routes/verifyEmail.tsx'),
    ...['second-step', 'create-profile', 'auth/complete-profile'].map((path) => route(path, 'routes/completeProfile.tsx', { id: `complete-profile:${path}` })),
    route('profile', 'routes/profile.tsx'),
    route('profile/orders', 'routes/orders.tsx'),
    route('profile/orders/:id', 'routes/order.tsx'),
    // A guest's order: the lookup, and the e-mailed link it answers with.
    route('seguimiento', 'routes/tracking.tsx'),
    route('seguimiento/:id/:token', 'routes/trackedOrder.tsx'),
    // Checkout pages, behind their guards.
    route('loans', 'routes/loans.tsx'),
    route('payment', 'routes/contact.tsx'),
    route('delivery', 'routes/delivery.tsx'),
    route('payment-method', 'routes/paymentMethod.tsx'),
    route('summary', 'routes/summary.tsx'),
    route('success', 'routes/success.tsx'),
    route('pending', 'routes/pending.tsx'),
    route('failure', 'routes/failure.tsx'),
    route('index.html', 'routes/indexHtml.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;
