export { SellerIdentity, type SellerIdentityProps } from './SellerIdentity';
