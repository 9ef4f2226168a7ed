import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { OrderDetailScreen } from '@tienda/ui';
import { ApiError, serverMessage } from '../api/http';
import { OrderLookup } from '../app/OrderLookup';
import { numberInAddress } from '../app/orderActions';
import { noIndexHead } from '../app/pageHead';
import { trackedOrderQuery, useSeller } from '../app/queries';
import { useOrderDetail } from '../app/useOrderDetail';

const LINK_NOT_VALID = 'Este enlace venció o no es válido. Pide uno nuevo con el número de compra y tu correo.';

/**
 * '/seguimiento/{id}/{token}', the link of the guest's e-mail: their order while the link lasts.
 * A link that expired, was altered or names another order shows the lookup with the server's
 * words, to ask for a new one.
 */
export const meta = () => noIndexHead('Seguimiento de compra');

export default function TrackedOrderRoute() {
  const params = useParams();
  const id = numberInAddress(params.id);
  const token = params.token ?? '';
  const order = useQuery({ ...trackedOrderQuery(id ?? 0, token), enabled: id !== null && token !== '' });
  const detail = useOrderDetail(order.data?.order, token);
  const seller = useSeller();

  const refused = order.error instanceof ApiError && order.error.status >= 400 && order.error.status < 500;
  if (id === null || refused) return <OrderLookup linkExpired={serverMessage(order.error, LINK_NOT_VALID)} orderNumber={id ?? undefined} />;
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
