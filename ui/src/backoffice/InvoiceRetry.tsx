import { CircleCheck, RotateCw } from 'lucide-react';
import { VOUCHER_NAMES, type StaffInvoice } from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { FormFailure } from '../components/Field';
import { Text } from '../components/Text';

/** The last 'Reintentar' asked for: which voucher, and how it went (`message`: the server's sentence). */
export type InvoiceRetry = { invoiceId: number; status: 'saving' | 'done' | 'refused'; message?: string | null };

/** What a screen with vouchers to retry takes from the app. */
export type InvoiceRetryProps = {
  /** 'Reintentar' on a voucher ARCA refused: it goes back to the worker's queue. */
  onRetryInvoice: (invoiceId: number) => void;
  retry?: InvoiceRetry | null;
};

/** 'Reintentar' for a refused voucher, named after it (several can be in one table), busy while it travels. */
export function RetryInvoiceButton({ invoice, onRetryInvoice, retry }: InvoiceRetryProps & { invoice: StaffInvoice }) {
  const saving = retry?.status === 'saving';
  const busy = saving && retry.invoiceId === invoice.id;
  // While busy the button's own name is 'Reintentando...'.
  const name = busy ? {} : { 'aria-label': `Reintentar la ${VOUCHER_NAMES[invoice.kind]} de la orden N° ${invoice.orderId}` };
  return (
    <Button
      variant="secondary"
      size="small"
      icon={<RotateCw size={16} aria-hidden="true" />}
      {...name}
      loading={busy}
      loadingLabel="Reintentando..."
      disabled={saving}
      onClick={() => onRetryInvoice(invoice.id)}
    >
      Reintentar
    </Button>
  );
}

/** The server's answer to the last retry: announced as it arrives (the status region is there from the start). */
export function InvoiceRetryOutcome({ retry }: { retry?: InvoiceRetry | null }) {
  return (
    <>
      <div role="status">
        {retry?.status === 'done' && retry.message && (
          <Box display="flex" alignItems="center" gap="xsmall">
            <CircleCheck size={20} aria-hidden="true" />
            <Text tone="success" weight="medium">{retry.message}</Text>
          </Box>
        )}
      </div>
      {retry?.status === 'refused' && retry.message && <FormFailure>{retry.message}</FormFailure>}
    </>
  );
}
