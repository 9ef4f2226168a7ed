import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRetry, InvoiceRetryProps } from '@tienda/ui';
import { invoicesApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { keys } from './queries';

const RETRY_FAILED = 'No pudimos volver a poner el comprobante en la cola. Intenta de nuevo.';

/**
 * 'Reintentar' on a voucher ARCA refused: it goes back to the worker's queue. Answered or refused,
 * the vouchers are read again — the list and the order pages (they carry their vouchers) — since
 * a refusal may mean it moved meanwhile.
 */
export function useInvoiceRetry(): Required<InvoiceRetryProps> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (invoiceId: number) => invoicesApi.retry(invoiceId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.invoices });
      void queryClient.invalidateQueries({ queryKey: keys.orders });
    },
  });
  let retry: InvoiceRetry | null = null;
  if (mutation.isPending) retry = { invoiceId: mutation.variables, status: 'saving' };
  else if (mutation.isSuccess) retry = { invoiceId: mutation.variables, status: 'done', message: mutation.data.message };
  else if (mutation.isError) retry = { invoiceId: mutation.variables, status: 'refused', message: serverMessage(mutation.error, RETRY_FAILED) };
  return { onRetryInvoice: (invoiceId) => mutation.mutate(invoiceId), retry };
}
