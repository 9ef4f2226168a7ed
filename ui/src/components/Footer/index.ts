export { Footer, CONSUMER_DEFENCE_URL, type FooterProps } from './Footer';
export { SellerLine } from './SellerLine';
