import { useId, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  formatARS,
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  voucherDateText,
  VOUCHER_NAMES,
  type InvoiceState,
  type StaffInvoice,
  type StaffInvoicesFilter,
} from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Link } from '../components/Link';
import { Select } from '../components/Select';
import { Stack } from '../components/Stack';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';
import { DayField } from './DayField';
import { pendingProgress } from './invoiceFacts';
import { InvoiceRetryOutcome, RetryInvoiceButton, type InvoiceRetryProps } from './InvoiceRetry';
import { InvoiceStateBadge } from './InvoiceStateBadge';
import { withoutEmptyFilters } from './listFilter';

/** The list's filters, without its page (a new filter starts again from the first page). */
export type StaffInvoicesFilterValues = Omit<StaffInvoicesFilter, 'page'>;

export type StaffInvoicesScreenProps = InvoiceRetryProps & {
  /** The page of vouchers, newest first; undefined while it travels. */
  invoices?: StaffInvoice[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The filters the list is showing (the app keeps them in the address). */
  filter: StaffInvoicesFilterValues;
  /** Called with the whole new filter each time one of them changes. */
  onFilterChange: (filter: StaffInvoicesFilterValues) => void;
  page: number;
  totalPages: number;
  /** How many vouchers match, all pages together. */
  total?: number;
  onPageChange: (page: number) => void;
  /** 'Exportar CSV': the issued vouchers of the period the filters name (both days needed). */
  onExportCsv: (period: { from: string; to: string }) => void;
  /** While the CSV is being made. */
  exporting?: boolean;
};

/** The Select's word for "no filter": Radix keeps '' for its placeholder. */
const ALL = 'all';

/** "00001-00000042" in one piece: a narrow column breaks the line before it, not at its hyphen. */
const VoucherNumber = ({ number, muted = false }: { number: string; muted?: boolean }) => (
  <Text as="span" size="small" weight={muted ? 'regular' : 'bold'} tone={muted ? 'muted' : 'neutral'} tabular maxLines={1}>
    {number}
  </Text>
);
const stateOptions = [{ value: ALL, label: 'Todos los estados' }, ...INVOICE_STATES.map((state) => ({ value: state, label: INVOICE_STATE_LABELS[state] }))];

function Toolbar({ filter, onFilterChange, onExportCsv, exporting }: Pick<StaffInvoicesScreenProps, 'filter' | 'onFilterChange' | 'onExportCsv' | 'exporting'>) {
  const change = (next: Partial<StaffInvoicesFilterValues>) => onFilterChange(withoutEmptyFilters({ ...filter, ...next }));
  const filtered = Object.keys(withoutEmptyFilters(filter)).length > 0;
  const { from, to } = filter;
  const hintId = useId();
  return (
    <Stack space="xsmall">
      <Box
        as="form"
        role="search"
        aria-label="Filtrar facturas"
        display="flex"
        flexWrap="wrap"
        alignItems="flex-end"
        gap="small"
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <Select
          label="Estado"
          options={stateOptions}
          value={filter.state ?? ALL}
          onValueChange={(value) => change({ state: value === ALL ? undefined : (value as InvoiceState) })}
        />
        <DayField label="Desde" day={from} max={to} onDayChange={(day) => change({ from: day })} />
        <DayField label="Hasta" day={to} min={from} onDayChange={(day) => change({ to: day })} />
        {filtered && (
          <Button variant="ghost" onClick={() => onFilterChange({})}>
            Limpiar filtros
          </Button>
        )}
        <Button
          variant="secondary"
          icon={<Download size={18} aria-hidden="true" />}
          loading={exporting}
          loadingLabel="Exportando..."
          disabled={!from || !to}
          aria-describedby={hintId}
          onClick={() => from && to && onExportCsv({ from, to })}
        >
          Exportar CSV
        </Button>
      </Box>
      <Text id={hintId} size="small" tone="muted">
        {from && to
          ? `El CSV trae las facturas y notas de crédito emitidas del ${voucherDateText(from)} al ${voucherDateText(to)}.`
          : 'Para exportar el CSV, elige el período con Desde y Hasta.'}
      </Text>
    </Stack>
  );
}

/**
 * '/admin/facturas': the shop's electronic vouchers — Facturas B and Notas de crédito B — newest
 * first, filtered by state and days; each with its order, buyer, total and state (ARCA's refusal,
 * or the tries while it waits), 'Reintentar' for a refused one, and the period's CSV.
 */
export function StaffInvoicesScreen({
  invoices,
  loadError,
  onRetry,
  filter,
  onFilterChange,
  page,
  totalPages,
  total,
  onPageChange,
  onRetryInvoice,
  retry,
  onExportCsv,
  exporting,
}: StaffInvoicesScreenProps) {
  const columns: DataTableColumn<StaffInvoice>[] = [
    {
      key: 'voucher',
      header: 'Comprobante',
      cell: (invoice) => (
        <Stack space="none">
          <Text as="span" weight="bold" size="small">
            {VOUCHER_NAMES[invoice.kind]} {invoice.number && <VoucherNumber number={invoice.number} />}
          </Text>
          {invoice.cancels && (
            <Text as="span" size="small" tone="muted">
              Anula la {VOUCHER_NAMES.facturaB} <VoucherNumber number={invoice.cancels} muted />
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'date', header: 'Fecha', cell: (invoice) => (invoice.date ? voucherDateText(invoice.date) : '—') },
    { key: 'order', header: 'Orden', cell: (invoice) => <Link href={staffPaths.order(invoice.orderId)}>{`N°\u00a0${invoice.orderId}`}</Link> },
    { key: 'buyer', header: 'Comprador', cell: (invoice) => invoice.buyer },
    { key: 'total', header: 'Total', cell: (invoice) => formatARS(invoice.total), align: 'end' },
    {
      key: 'state',
      header: 'Estado',
      cell: (invoice) => (
        <Stack space="xxsmall" alignItems="flex-start">
          <InvoiceStateBadge state={invoice.state} />
          {invoice.state === 'failed' && invoice.lastError && <Text as="span" size="small">{invoice.lastError}</Text>}
          {invoice.state === 'pending' && (
            <Text as="span" size="small" tone="muted">
              {pendingProgress(invoice)}
              {invoice.lastError && ` ${invoice.lastError}`}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (invoice) => (invoice.state === 'failed' ? <RetryInvoiceButton invoice={invoice} onRetryInvoice={onRetryInvoice} retry={retry} /> : null),
    },
  ];
  return (
    <DataTable
      caption={total === undefined ? 'Facturas y notas de crédito' : `Facturas y notas de crédito (${total.toLocaleString('es-AR')})`}
      columns={columns}
      rows={invoices ?? []}
      rowKey={(invoice) => invoice.id}
      status={loadError ? 'error' : invoices ? 'ready' : 'loading'}
      errorMessage={loadError ?? undefined}
      onRetry={onRetry}
      emptyMessage={Object.keys(withoutEmptyFilters(filter)).length > 0 ? 'No hay comprobantes con esos filtros.' : 'Todavía no hay comprobantes.'}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      toolbar={
        <Stack space="small">
          <Toolbar filter={filter} onFilterChange={onFilterChange} onExportCsv={onExportCsv} exporting={exporting} />
          <InvoiceRetryOutcome retry={retry} />
        </Stack>
      }
    />
  );
}
