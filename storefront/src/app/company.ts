import { SHOP_NAME } from '@tienda/domain';

/**
 * The shop's fixed data that is not the seller's identity (spec §9: embedded values). Who sells —
 * razón social, CUIT, address, phone, e-mail, hours — comes from the server's settings (useSeller).
 */
export const company = {
  shopName: SHOP_NAME,
  whatsapp: '+54 9 11 5555-0199',
  googlePlayHref: 'https://play.google.com/store/apps',
  appStoreHref: 'https://www.apple.com/ar/app-store/',
  /**
   * The account for bank transfers (spec §2 Summary: bank, legal entity name, CBU). The server's
   * demo account (api/src/settings.ts DEMO_BANK), so the page and the order e-mail agree.
   */
  bank: {
    bank: 'Banco de Ejemplo S.A.',
    holder: 'Tienda de Crédito Demo S.A.',
    cuit: '30999999995',
    cbu: '9990001800000123456784',
    alias: 'TIENDA.DEMO.PRUEBA',
  },
} as const;
