import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OrdersScreen } from '@tienda/ui';
import { imageUrl } from '@tienda/client';
import { serverMessage } from '../api/http';
import { RequireAuth } from '../app/guards';
import { numberInAddress } from '../app/orderActions';
import { noIndexHead } from '../app/pageHead';
import { memberOrdersQuery } from '../app/queries';

const ORDERS = '/profile/orders';

/** The page in the address, as Explore reads it: `?page=`, 1 when absent or not a page. */
const pageOf = (params: URLSearchParams) => numberInAddress(params.get('page')) ?? 1;

/** A page of the list as a real link (page 1 without `?page`). */
const pageHref = (page: number) => (page > 1 ? `${ORDERS}?page=${page}` : ORDERS);

function Orders() {
  const page = pageOf(useSearchParams()[0]);
  const orders = useQuery({ ...memberOrdersQuery(page), placeholderData: keepPreviousData });
  return (
    <OrdersScreen
      // While another page is on its way, the one before is not shown as if it were it.
      orders={orders.isPlaceholderData ? undefined : orders.data?.orders}
      page={page}
      totalPages={orders.data?.totalPages ?? 0}
      loadError={orders.isError ? serverMessage(orders.error, 'Revisa tu conexión e intenta de nuevo.') : null}
      onRetry={() => void orders.refetch()}
      imageUrl={(name) => imageUrl('product', name)}
      pageHref={pageHref}
    />
  );
}

/** '/profile/orders' (members only): "Mis compras", newest first, a page at a time. */
export const meta = () => noIndexHead('Mis compras');

export default function OrdersRoute() {
  return (
    <RequireAuth>
      <Orders />
    </RequireAuth>
  );
}
