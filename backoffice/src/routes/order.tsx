import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippedDetails, StaffOrderStep } from '@tienda/domain';
import { StaffOrderScreen, staffPaths } from '@tienda/ui';
import { ordersApi } from '../api/backofficeApi';
import { ApiError, serverMessage } from '../api/http';
import { listHref } from '../app/lastList';
import { configQuery, keys, orderQuery } from '../app/queries';
import { StaffPage } from '../app/StaffArea';
import { useInvoiceRetry } from '../app/useInvoiceRetry';

/** /admin/pedidos/{id}: everything about one order, the steps its state allows, and its vouchers to retry. */
export default function Order() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(id), enabled: valid });
  const config = useQuery(configQuery());
  const { onRetryInvoice, retry } = useInvoiceRetry();

  const step = useMutation({
    mutationFn: ({ step, details }: { step: StaffOrderStep; details?: ShippedDetails }) => ordersApi.step(id, step, details),
    onSuccess: () => {
      // The order's page, its row in every list, and the day's numbers all moved; a payment or a
      // refund queues a voucher.
      void queryClient.invalidateQueries({ queryKey: keys.orders });
      void queryClient.invalidateQueries({ queryKey: keys.dashboard });
      void queryClient.invalidateQueries({ queryKey: keys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: keys.invoices });
    },
  });

  const notFound = !valid || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <StaffPage title={valid ? `Orden N° ${id}` : 'Orden'}>
      <StaffOrderScreen
        detail={order.data}
        notFound={notFound}
        loadError={order.isError && !notFound ? serverMessage(order.error, 'No pudimos cargar la orden.') : null}
        onRetry={() => void order.refetch()}
        onStep={(next, details) => step.mutate({ step: next, details })}
        stepStatus={step.isPending ? 'saving' : step.isError ? 'refused' : step.isSuccess ? 'done' : 'idle'}
        message={step.isError ? serverMessage(step.error, 'No pudimos cambiar el estado de la orden. Intenta de nuevo.') : step.isSuccess ? step.data.message : null}
        backHref={listHref(staffPaths.orders)}
        lender={config.data?.company}
        onRetryInvoice={onRetryInvoice}
        invoiceRetry={retry}
      />
    </StaffPage>
  );
}
