export * from './failure';
export * from './common';
export * from './catalog';
export * from './auth';
export * from './users';
export * from './coupons';
