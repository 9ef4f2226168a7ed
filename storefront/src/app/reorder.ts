import { isInCart, type Cart, type PlacedOrder, type Product } from '@tienda/domain';

/** An order's line as the catalogue has it today: null when the product is gone from it. */
export type CurrentLine = { name: string; quantity: number; product: Product | null };

/** What 'Volver a comprar' does with each line of an order. */
export type ReorderPlan = {
  /** In stock and not yet in the cart: added with the order's quantity (the cart clamps it to the stock). */
  add: { product: Product; quantity: number }[];
  /** Already in the cart: they stay as they are. */
  alreadyInCart: string[];
  /** Out of stock, or no longer sold. */
  unavailable: string[];
};

/** The order's lines, one per product: a product twice in an order is asked for and added once. */
export function orderLines(order: Pick<PlacedOrder, 'products'>): PlacedOrder['products'] {
  return [...new Map(order.products.map((line) => [line.productId, line])).values()];
}

/** By the cart's rules: a product is added when it has stock and is not already there. */
export function planReorder(lines: readonly CurrentLine[], cart: Cart): ReorderPlan {
  const plan: ReorderPlan = { add: [], alreadyInCart: [], unavailable: [] };
  for (const { name, quantity, product } of lines) {
    if (!product || product.stock <= 0) plan.unavailable.push(product?.name ?? name);
    else if (isInCart(cart, product.id)) plan.alreadyInCart.push(product.name);
    else plan.add.push({ product, quantity });
  }
  return plan;
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('#', String(n)));

/** What the shopper is told once the plan ran. */
export function reorderMessage({ add, alreadyInCart, unavailable }: ReorderPlan): string {
  const parts: string[] = [];
  if (add.length) parts.push(count(add.length, 'Agregamos 1 producto a tu carrito.', 'Agregamos # productos a tu carrito.'));
  if (alreadyInCart.length) parts.push(count(alreadyInCart.length, 'Ya tenías 1 producto en tu carrito.', 'Ya tenías # productos en tu carrito.'));
  if (unavailable.length) parts.push(`Sin stock: ${unavailable.join(', ')}.`);
  return parts.join(' ');
}
