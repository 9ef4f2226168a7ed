export { ShopPerks, type ShopPerksProps } from './ShopPerks';
