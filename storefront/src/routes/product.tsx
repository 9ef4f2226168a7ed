import { useParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ProductDetailScreen } from '@tienda/ui';
import { imageUrl } from '@tienda/client';
import { ApiError } from '../api/http';
import { useProductCards } from '../app/productCards';
import { useAddToCart } from '../app/useAddToCart';
import { productQuery, relatedQuery, useProduct, useRelated } from '../app/queries';
import { browserNavigation, prefetch } from '../app/prefetch';
import { productHead } from '../app/pageHead';
import { cartActions, useCart } from '../state/cart';

const wayOut = { exploreHref: '/explore', homeHref: '/' };

const idOf = (id: string | undefined) => (id && /^\d+$/.test(id) ? Number(id) : null);

/** The product and its relatives; an unknown product answers 404 with the not-found page. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const productId = idOf(params.id);
  return prefetch(
    async (queryClient) => {
      if (productId === null) return;
      const product = await queryClient.fetchQuery(productQuery(productId)).catch(() => undefined);
      if (product) await queryClient.prefetchQuery(relatedQuery(product.category.id));
    },
    (queryClient) => {
      // '/product/abc' names no product; bare '/product' is the page's own 'missing id' state.
      if (productId === null) return params.id !== undefined;
      const error = queryClient.getQueryState(productQuery(productId).queryKey)?.error;
      return error instanceof ApiError && error.status === 404;
    },
  );
};

export const clientLoader = browserNavigation;

export const meta = ({ params, matches }: MetaArgs) => productHead(idOf(params.id), matches);

export default function ProductRoute() {
  const { id } = useParams();
  const productId = idOf(id);
  const product = useProduct(productId);
  const related = useRelated(product.data?.category.id);
  const cart = useCart();
  const cards = useProductCards();
  const addToCart = useAddToCart();

  if (id === undefined) return <ProductDetailScreen status="missingId" {...wayOut} />;
  if (productId === null) return <ProductDetailScreen status="notFound" {...wayOut} />;
  if (product.isPending) return <ProductDetailScreen status="loading" />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductDetailScreen status="notFound" {...wayOut} />;
    return <ProductDetailScreen status="error" onRetry={() => void product.refetch()} />;
  }

  const item = product.data;
  const line = cart.items.find((i) => i.product.id === item.id);
  return (
    <ProductDetailScreen
      status="ready"
      product={item}
      imageUrls={item.images.default.map((name) => imageUrl('product', name)!)}
      categoryHref={`/explore?category=${item.category.id}`}
      brandHref={`/explore?brand=${item.brand.id}`}
      related={(related.data ?? []).filter((p) => p.id !== item.id)}
      cards={cards}
      cartQuantity={line?.quantity}
      onAddToCart={(quantity) => addToCart.add(item, quantity)}
      onRemoveFromCart={() => cartActions.remove(item.id)}
      onQuantityChange={(quantity) => cartActions.setQuantity(item.id, quantity)}
      // 'Comprar' adds it if absent, or sets the quantity, then goes to checkout (spec §4 Payment);
      // during a loan request it asks 'Agregar al préstamo' first.
      onBuy={(quantity) => addToCart.buy(item, quantity)}
    />
  );
}
