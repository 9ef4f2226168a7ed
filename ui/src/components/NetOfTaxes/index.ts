export { NetOfTaxes, type NetOfTaxesProps } from './NetOfTaxes';
