import { useQuery } from '@tanstack/react-query';
import { useParams, type MetaArgs } from 'react-router';
import { OrderDetailScreen } from '@tienda/ui';
import { ApiError, serverMessage } from '../api/http';
import { RequireAuth } from '../app/guards';
import { numberInAddress } from '../app/orderActions';
import { noIndexHead } from '../app/pageHead';
import { memberOrderQuery, useSeller } from '../app/queries';
import { useLoanRevocation } from '../app/useLoanRevocation';
import { useOrderDetail } from '../app/useOrderDetail';

function MemberOrder({ id }: { id: number | null }) {
  const order = useQuery({ ...memberOrderQuery(id ?? 0), enabled: id !== null });
  const detail = useOrderDetail(order.data?.order);
  const loanRevocation = useLoanRevocation(id);
  const seller = useSeller();
  // Another member's order answers 404, as one that does not exist.
  const notFound = id === null || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <OrderDetailScreen
      lender={seller}
      {...detail}
      invoices={order.data?.invoices}
      notFound={notFound}
      loadError={order.isError && !notFound ? serverMessage(order.error, 'Revisa tu conexión e intenta de nuevo.') : null}
      onRetry={() => void order.refetch()}
      backHref="/profile/orders"
      loanRevocation={loanRevocation}
    />
  );
}

/** '/profile/orders/{id}' (members only, their own orders): the order and what can still be done with it. */
export const meta = ({ params }: MetaArgs) => noIndexHead(numberInAddress(params.id) === null ? 'Mis compras' : `Compra N° ${params.id}`);

export default function OrderRoute() {
  const { id } = useParams();
  return (
    <RequireAuth>
      <MemberOrder id={numberInAddress(id)} />
    </RequireAuth>
  );
}
