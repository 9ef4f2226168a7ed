// Who lends: the company behind the shop, named with its CUIT and address wherever a loan is offered
// (the contract summary, its PDF, the loan mail). Demo values, well formed (the CUIT's check digit holds).
export const LENDER = {
  name: 'Tienda de Crédito Demo S.A.',
  cuit: '30-99999999-5',
  address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires',
  phone: '0800-345-6789',
  email: 'hola@creditienda.com.ar',
} as const;
