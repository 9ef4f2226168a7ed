import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  formatARS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
  type StaffOrderRow,
  type StaffOrdersFilter,
} from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { DataTable, formatShortDateTime, type DataTableColumn } from '../components/DataTable';
import { Link } from '../components/Link';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { Select } from '../components/Select';
import { Stack } from '../components/Stack';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { PAYMENT_METHOD_LABELS } from '../screens/PaymentMethodScreen';
import { DayField } from './DayField';
import { withoutEmptyFilters } from './listFilter';

/** The list's filters, without its page (a new filter starts again from the first page). */
export type StaffOrdersFilterValues = Omit<StaffOrdersFilter, 'page' | 'perPage'>;

export type StaffOrdersScreenProps = {
  /** The page of orders; undefined while it travels. */
  orders?: StaffOrderRow[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The filters the list is showing (the app keeps them, e.g. in the address). */
  filter: StaffOrdersFilterValues;
  /** Called with the whole new filter each time one of them changes. */
  onFilterChange: (filter: StaffOrdersFilterValues) => void;
  page: number;
  totalPages: number;
  /** How many orders match, all pages together. */
  total?: number;
  onPageChange: (page: number) => void;
};

/** The Select's word for "no filter": Radix keeps '' for its placeholder. */
const ALL = 'all';

const statusOptions = [{ value: ALL, label: 'Todos los estados' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))];
const methodOptions = [{ value: ALL, label: 'Todos los medios' }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))];

function Filters({ filter, onFilterChange }: Pick<StaffOrdersScreenProps, 'filter' | 'onFilterChange'>) {
  const [query, setQuery] = useState(filter.q ?? '');
  // The address may change the filter too (back and forward): the box follows it.
  useEffect(() => setQuery(filter.q ?? ''), [filter.q]);
  const change = (next: Partial<StaffOrdersFilterValues>) => onFilterChange(withoutEmptyFilters({ ...filter, ...next }));
  const filtered = Object.keys(withoutEmptyFilters(filter)).length > 0;
  return (
    <Box
      as="form"
      role="search"
      aria-label="Filtrar pedidos"
      display="flex"
      flexWrap="wrap"
      alignItems="flex-end"
      gap="small"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        change({ q: query.trim() || undefined });
      }}
    >
      <Select
        label="Estado"
        options={statusOptions}
        value={filter.status ?? ALL}
        onValueChange={(value) => change({ status: value === ALL ? undefined : (value as OrderStatus) })}
      />
      <Select
        label="Medio de pago"
        options={methodOptions}
        value={filter.paymentMethod ?? ALL}
        onValueChange={(value) => change({ paymentMethod: value === ALL ? undefined : (value as PaymentMethod) })}
      />
      <DayField label="Desde" day={filter.from} max={filter.to} onDayChange={(from) => change({ from })} />
      <DayField label="Hasta" day={filter.to} min={filter.from} onDayChange={(to) => change({ to })} />
      <TextField label="N°, correo o CUIL" type="search" value={query} onValueChange={setQuery} />
      <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
        Buscar
      </Button>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => {
            setQuery('');
            onFilterChange({});
          }}
        >
          Limpiar filtros
        </Button>
      )}
    </Box>
  );
}

/**
 * '/admin/pedidos': every order, newest first, filtered by state, payment method, dates and a
 * number, e-mail or CUIL; each number leads to the order's page.
 */
export function StaffOrdersScreen({
  orders,
  loadError,
  onRetry,
  filter,
  onFilterChange,
  page,
  totalPages,
  total,
  onPageChange,
}: StaffOrdersScreenProps) {
  const columns: DataTableColumn<StaffOrderRow>[] = [
    { key: 'id', header: 'N°', cell: (order) => <Link href={staffPaths.order(order.id)}>{`N°\u00a0${order.id}`}</Link> },
    { key: 'createdAt', header: 'Fecha', cell: (order) => <time dateTime={order.createdAt}>{formatShortDateTime(order.createdAt)}</time> },
    {
      key: 'customer',
      header: 'Cliente',
      cell: (order) => (
        <Stack space="none">
          <span>{order.contact.name}</span>
          <Text as="span" size="small" tone="muted">{order.contact.email}</Text>
        </Stack>
      ),
    },
    { key: 'paymentMethod', header: 'Medio de pago', cell: (order) => PAYMENT_METHOD_LABELS[order.paymentMethod] },
    { key: 'total', header: 'Total', cell: (order) => formatARS(order.total), align: 'end' },
    {
      key: 'status',
      header: 'Estado',
      // A withdrawal's code under the state it put the order in: the table fits 1280 px without scrolling.
      cell: (order) => (
        <Stack space="xxsmall">
          <OrderStatusBadge status={order.status} />
          {order.withdrawalCode && (
            <Text as="span" size="small" tone="muted">
              Arrepentimiento {order.withdrawalCode}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      caption={total === undefined ? 'Pedidos' : `Pedidos (${total.toLocaleString('es-AR')})`}
      columns={columns}
      rows={orders ?? []}
      rowKey={(order) => order.id}
      status={loadError ? 'error' : orders ? 'ready' : 'loading'}
      errorMessage={loadError ?? undefined}
      onRetry={onRetry}
      emptyMessage={Object.keys(withoutEmptyFilters(filter)).length > 0 ? 'No hay pedidos con esos filtros.' : 'Todavía no hay pedidos.'}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      toolbar={<Filters filter={filter} onFilterChange={onFilterChange} />}
    />
  );
}
