import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { OrderDetailScreen } from '@tienda/ui';
import { ApiError, serverMessage } from '../api/http';
import { OrderLookup } from '../app/OrderLookup';
import { numberInAddress } from '../app/orderActions';
import { noIndexHead } from '../app/pageHead';
import { browserNavigation, prefetch } from '../app/prefetch';
import { trackedOrderQuery, useSeller } from '../app/queries';
import { useOrderDetail } from '../app/useOrderDetail';

const LINK_NOT_VALID = 'Este enlace venció o no es válido. Pide uno nuevo con el número de compra y tu correo.';

/** The server's words when it refuses the link (expired, altered, another order's); undefined for anything else. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? serverMessage(error, LINK_NOT_VALID) : undefined);

const addressOf = (params: LoaderFunctionArgs['params']) => ({ id: numberInAddress(params.id), token: params.token ?? '' });

/**
 * The order as the link opens it, rendered on the server (a person without JavaScript reads it);
 * a link the API refuses renders the lookup with its words, and answers 404.
 */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const { id, token } = addressOf(params);
  const linkExpired = (queryClient: QueryClient) =>
    id === null ? LINK_NOT_VALID : refusalOf(queryClient.getQueryState(trackedOrderQuery(id, token).queryKey)?.error);
  return prefetch(
    async (queryClient) => {
      if (id !== null && token !== '') await queryClient.prefetchQuery(trackedOrderQuery(id, token));
    },
    (queryClient) => linkExpired(queryClient) !== undefined,
    (queryClient) => ({ linkExpired: linkExpired(queryClient) }),
  );
};

export const clientLoader = browserNavigation;

/** One person's order, reached through a secret link: never kept by a shared cache, a proxy or the browser. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => noIndexHead('Seguimiento de compra');

/**
 * '/seguimiento/{id}/{token}', the link of the guest's e-mail: their order while the link lasts.
 * A link that expired, was altered or names another order shows the lookup with the server's
 * words, to ask for a new one.
 */
export default function TrackedOrderRoute() {
  const params = useParams();
  const { id, token } = addressOf(params);
  // What the server found when it rendered the page (nothing after a move inside the shop).
  const refusedOnServer = (useLoaderData() as { linkExpired?: string } | null)?.linkExpired;
  const order = useQuery({ ...trackedOrderQuery(id ?? 0, token), enabled: id !== null && token !== '' && refusedOnServer === undefined });
  const detail = useOrderDetail(order.data?.order, token);
  const seller = useSeller();

  const linkExpired = id === null ? LINK_NOT_VALID : (refusedOnServer ?? refusalOf(order.error));
  if (linkExpired !== undefined) return <OrderLookup linkExpired={linkExpired} orderNumber={id ?? undefined} />;
  return (
    <OrderDetailScreen
      lender={seller}
      {...detail}
      invoices={order.data?.invoices}
      loadError={order.isError ? serverMessage(order.error, 'Revisa tu conexión e intenta de nuevo.') : null}
      onRetry={() => void order.refetch()}
    />
  );
}
