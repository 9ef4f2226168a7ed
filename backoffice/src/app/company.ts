/** The shop's name as the back office's frame shows it (the storefront's company.shopName). */
export const SHOP_NAME = 'CrediTienda';
