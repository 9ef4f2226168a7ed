import { formatARS, voucherDateText, voucherName, type InvoiceKind, type OrderInvoice } from '@tienda/domain';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { bareList } from '../../theme/utils.css';
import { VoucherPdfLink } from './VoucherPdfLink';

export type OrderInvoicesProps = {
  /** The order's vouchers, oldest first: its Factura B, then a Nota de crédito B if it was refunded. */
  invoices: readonly OrderInvoice[];
  /** The order was paid: its invoice is owed even before the first voucher shows up. */
  paid: boolean;
};

const WHOSE: Record<InvoiceKind, string> = { facturaB: 'tu factura', notaDeCreditoB: 'tu nota de crédito' };

/** The buyer is spared ARCA's refusals (the staff deal with them): not issued yet is still on its way. */
const pendingSentence = (kind: InvoiceKind) =>
  `Estamos emitiendo ${WHOSE[kind]} con ARCA. Cuando esté lista, la encontrarás aquí y te la enviaremos por correo.`;

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text as="dt" size="small" tone="muted">{term}</Text>
      <Text as="dd" weight="medium" tabular>{children}</Text>
    </div>
  );
}

function Voucher({ invoice, cancels }: { invoice: OrderInvoice; cancels: string | null }) {
  const issued = invoice.state === 'issued';
  return (
    <Stack as="li" space="xsmall" alignItems="flex-start">
      <Heading level="3" size="4">
        {voucherName(invoice.kind, issued ? invoice.number : null)}
      </Heading>
      {invoice.kind === 'notaDeCreditoB' && cancels && <Text tone="muted">Anula la {cancels}.</Text>}
      {issued ? (
        <>
          <Stack as="dl" space="xsmall" margin="none">
            {invoice.date && <Fact term="Fecha">{voucherDateText(invoice.date)}</Fact>}
            <Fact term="Total">{formatARS(invoice.total)}</Fact>
            {invoice.cae && <Fact term="CAE">{invoice.cae}</Fact>}
            {invoice.caeDueDate && <Fact term="Vencimiento del CAE">{voucherDateText(invoice.caeDueDate)}</Fact>}
          </Stack>
          {invoice.pdfUrl && <VoucherPdfLink kind={invoice.kind} href={invoice.pdfUrl} />}
        </>
      ) : (
        <Text>{pendingSentence(invoice.kind)}</Text>
      )}
    </Stack>
  );
}

/**
 * The order's electronic vouchers on the buyer's page ("Mis compras", the tracking link): each one
 * with its number, date, total, CAE and PDF once ARCA authorised it; until then, that it is on its
 * way. An order never paid has nothing to show.
 */
export function OrderInvoices({ invoices, paid }: OrderInvoicesProps) {
  if (invoices.length === 0 && !paid) return null;
  // A credit note cancels the order's own invoice: named, once it has its number.
  const invoice = invoices.find((voucher) => voucher.kind === 'facturaB' && voucher.state === 'issued' && voucher.number);
  const cancels = invoice ? voucherName(invoice.kind, invoice.number) : null;
  return (
    <Card title="Factura" titleSize="4" space="small">
      {invoices.length === 0 ? (
        // Paid a moment ago: the invoice's job is queued with the payment.
        <Text>{pendingSentence('facturaB')}</Text>
      ) : (
        <Stack as="ul" space="large" className={bareList}>
          {invoices.map((voucher) => (
            <Voucher key={voucher.id} invoice={voucher} cancels={cancels} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
