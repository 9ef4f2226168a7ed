/**
 * The shop's routes (spec §2) that the shell and the screens link to. `ui` never routes:
 * these are only link targets, kept in one place so the storefront's router can use the same.
 */
export const shopPaths = {
  home: '/home',
  explore: '/explore',
  search: '/search',
  cart: '/cart',
  payment: '/payment',
  queries: '/queries',
  profile: '/profile',
  login: '/login',
  register: '/register',
  termsAndConditions: '/terms-and-conditions',
  policyAndPrivacy: '/policy-and-privacy',
  technicalService: '/technical-service',
  whoAreThey: '/who-are-they',
  repentance: '/repentance',
  /** The 'Botón de baja': cancels an account or an order not yet shipped. */
  baja: '/baja',
  /** Who sells: the company's legal identity and the consumer authorities. */
  legal: '/legal',
  /** Questions and personal-data requests, by a form (no WhatsApp needed). */
  contact: '/contacto',
  paymentMethod: '/payment-method',
  /** A member's orders ('Mis compras'), and one of them. */
  orders: '/profile/orders',
  order: (id: number | string) => `/profile/orders/${id}`,
  /** The guest's order lookup: number and e-mail, answered by a link by e-mail. */
  tracking: '/seguimiento',
} as const;
