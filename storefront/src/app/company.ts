/** The company's fixed contact data (spec §9: embedded values). Demo values, well-formed. */
export const company = {
  shopName: 'CrediTienda',
  phone: '0800-345-6789',
  whatsapp: '+54 9 11 5555-0199',
  email: 'hola@creditienda.com.ar',
  googlePlayHref: 'https://play.google.com/store/apps',
  appStoreHref: 'https://www.apple.com/ar/app-store/',
} as const;
