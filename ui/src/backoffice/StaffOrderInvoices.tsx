import type { ReactNode } from 'react';
import { formatARS, voucherDateText, voucherName, type StaffInvoice } from '@tienda/domain';
import { Box } from '../components/Box';
import { Card } from '../components/Card';
import { VoucherPdfLink } from '../components/OrderInvoices';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { bareList } from '../theme/utils.css';
import { Facts } from './Facts';
import { pendingProgress } from './invoiceFacts';
import { InvoiceRetryOutcome, RetryInvoiceButton, type InvoiceRetryProps } from './InvoiceRetry';
import { InvoiceStateBadge } from './InvoiceStateBadge';

export type StaffOrderInvoicesProps = InvoiceRetryProps & {
  /** The order's vouchers, oldest first: its Factura B, then a Nota de crédito B if refunded. */
  invoices: readonly StaffInvoice[];
};

function voucherFacts(invoice: StaffInvoice): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  if (invoice.cancels) facts.push(['Anula', voucherName('facturaB', invoice.cancels)]);
  if (invoice.date) facts.push(['Fecha', voucherDateText(invoice.date)]);
  facts.push(['Total', formatARS(invoice.total)], ['Comprador', invoice.buyer]);
  if (invoice.cae) facts.push(['CAE', invoice.cae]);
  if (invoice.caeDueDate) facts.push(['Vencimiento del CAE', voucherDateText(invoice.caeDueDate)]);
  if (invoice.state === 'pending') facts.push(['Intentos', pendingProgress(invoice)]);
  if (invoice.state !== 'issued' && invoice.lastError) facts.push(['Respuesta de ARCA', invoice.lastError]);
  return facts;
}

/**
 * The order's vouchers on the staff's order page: each with its state, figures and CAE, its PDF
 * once issued, ARCA's words and 'Reintentar' when it was refused.
 */
export function StaffOrderInvoices({ invoices, onRetryInvoice, retry }: StaffOrderInvoicesProps) {
  return (
    <Card title="Facturación" titleSize="4" space="small">
      {invoices.length === 0 ? (
        <Text tone="muted">Sin comprobantes: la orden se factura cuando se paga.</Text>
      ) : (
        <Stack as="ul" space="large" className={bareList}>
          {invoices.map((invoice) => (
            <Stack as="li" key={invoice.id} space="small" alignItems="flex-start">
              <Box display="flex" flexWrap="wrap" alignItems="center" gap="xsmall">
                <Text weight="bold">{voucherName(invoice.kind, invoice.number)}</Text>
                <InvoiceStateBadge state={invoice.state} />
              </Box>
              <Facts facts={voucherFacts(invoice)} />
              {invoice.state === 'issued' && invoice.pdfUrl && <VoucherPdfLink kind={invoice.kind} href={invoice.pdfUrl} />}
              {invoice.state === 'failed' && <RetryInvoiceButton invoice={invoice} onRetryInvoice={onRetryInvoice} retry={retry} />}
            </Stack>
          ))}
        </Stack>
      )}
      <InvoiceRetryOutcome retry={retry} />
    </Card>
  );
}
