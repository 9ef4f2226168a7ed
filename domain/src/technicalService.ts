/** One brand's after-sales contact, for the static 'technical-service' page (spec §2 Static pages); shared by the seed and the storefront. */
export type TechnicalService = { brand: string; phone: string; hours: string; supportUrl: string };

// Demo values in the formats Argentine brands publish: confirm each with the brand before going live.
export const TECHNICAL_SERVICE: readonly TechnicalService[] = [
  { brand: 'Samsung', phone: '0800-555-7267', hours: 'Lunes a viernes de 8 a 20 h y sábados de 9 a 13 h', supportUrl: 'https://www.samsung.com/ar/support/' },
  { brand: 'Motorola', phone: '0800-666-8676', hours: 'Lunes a viernes de 9 a 18 h', supportUrl: 'https://www.motorola.com/ar/support' },
  { brand: 'Xiaomi', phone: '0800-345-6420', hours: 'Lunes a viernes de 9 a 18 h', supportUrl: 'https://www.mi.com/ar/support/' },
  { brand: 'JBL', phone: '0800-888-5252', hours: 'Lunes a viernes de 9 a 17 h', supportUrl: 'https://www.jbl.com.ar/soporte' },
  { brand: 'Philips', phone: '0800-888-7532', hours: 'Lunes a viernes de 8 a 20 h', supportUrl: 'https://www.philips.com.ar/c-w/support-home.html' },
  { brand: 'Atma', phone: '(011) 4489-6100', hours: 'Lunes a viernes de 9 a 17 h', supportUrl: 'https://www.atma.com.ar/servicio-tecnico' },
];
