// Who lends: the company behind the shop, as every loan contract, mail and summary names it.
// A demo identity; the operator replaces it with the company's own before lending for real.

export const LENDER = {
  /** Razón social. */
  name: 'Tienda de Crédito Demo S.A.',
  /** CUIT with its dashes, as it is printed (its check digit is valid: validateCuil accepts 30999999995). */
  cuit: '30-99999999-5',
  address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires',
  phone: '0800-345-6789',
  email: 'hola@creditienda.com.ar',
} as const;

export type Lender = typeof LENDER;
