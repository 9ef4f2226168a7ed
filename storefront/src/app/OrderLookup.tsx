import { useMutation } from '@tanstack/react-query';
import { OrderLookupScreen, type OrderLookupRequest } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { ordersApi } from '../api/orders';

/**
 * The guest's order lookup wired to POST /api/order/tracking: the server's answer (the same
 * whether or not the order exists) replaces the form. `linkExpired` is what the server said of
 * a link that no longer opens the order, shown above the form with that order's number in it.
 */
export function OrderLookup({ linkExpired, orderNumber }: { linkExpired?: string; orderNumber?: number }) {
  const ask = useMutation({ mutationFn: ({ orderNumber, email }: OrderLookupRequest) => ordersApi.requestTrackingLink(orderNumber, email) });
  return (
    <OrderLookupScreen
      onSubmit={(request) => ask.mutate(request)}
      sending={ask.isPending}
      sentMessage={ask.data?.message}
      error={ask.isError ? serverMessage(ask.error, 'No pudimos enviar el enlace. Intenta de nuevo en unos minutos.') : null}
      linkExpiredMessage={ask.isIdle ? linkExpired : null}
      onLookAgain={() => ask.reset()}
      initialValues={orderNumber ? { orderNumber: String(orderNumber) } : undefined}
    />
  );
}
