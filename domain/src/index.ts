// @tienda/domain: the shop's rules, pure TypeScript shared by the storefront, the ui and the api.
export * from './address';
export * from './calendar';
export * from './cart';
export * from './constants';
export * from './loan';
export * from './masks';
export * from './money';
export * from './session';
export * from './validation';
export * from './contracts';
export * from './technicalService';
export * from './provinces';
export * from './stores';
export * from './device';
export * from './names';
export * from './whatsapp';
export * from './imageWidths';
