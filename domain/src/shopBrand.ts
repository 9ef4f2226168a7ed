// The shop's brand, as shoppers meet it on every page and in the picture a shared link shows: one
// name and one line, written once for the storefront's pages and the server's share card.

export const SHOP_NAME = 'CrediTienda';

/** What the shop sells, in one line: the home's description, and the line under the name on its share card. */
export const SHOP_DESCRIPTION = 'Celulares, smartwatches, parlantes, auriculares, cocina y hogar en cuotas fijas o al contado.';
