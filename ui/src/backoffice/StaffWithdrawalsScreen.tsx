import type { StaffWithdrawal } from '@tienda/domain';
import { DataTable, formatShortDateTime, formatShortDay, type DataTableColumn } from '../components/DataTable';
import { Link } from '../components/Link';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';

export type StaffWithdrawalsScreenProps = {
  /** The page of withdrawal requests, newest first; undefined while it travels. */
  withdrawals?: StaffWithdrawal[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/**
 * '/admin/arrepentimientos': the shoppers' withdrawal requests (botón de arrepentimiento), newest
 * first, each with its order and the state it is in; the refund is a step of the order's page.
 */
export function StaffWithdrawalsScreen({ withdrawals, loadError, onRetry, page, totalPages, onPageChange }: StaffWithdrawalsScreenProps) {
  const columns: DataTableColumn<StaffWithdrawal>[] = [
    { key: 'code', header: 'Código', cell: (withdrawal) => <Text as="span" size="small" weight="bold">{withdrawal.code}</Text> },
    { key: 'order', header: 'Orden', cell: (withdrawal) => <Link href={staffPaths.order(withdrawal.orderId)}>{`N°\u00a0${withdrawal.orderId}`}</Link> },
    { key: 'status', header: 'Estado de la orden', cell: (withdrawal) => <OrderStatusBadge status={withdrawal.orderStatus} /> },
    { key: 'name', header: 'Nombre', cell: (withdrawal) => withdrawal.name },
    { key: 'email', header: 'Correo electrónico', cell: (withdrawal) => withdrawal.email },
    { key: 'phone', header: 'Teléfono', cell: (withdrawal) => withdrawal.phone },
    { key: 'requestedAt', header: 'Pedido el', cell: (withdrawal) => <time dateTime={withdrawal.requestedAt}>{formatShortDateTime(withdrawal.requestedAt)}</time> },
    { key: 'deadline', header: 'Plazo', cell: (withdrawal) => (withdrawal.deadline ? formatShortDay(withdrawal.deadline) : 'Sin entregar') },
  ];
  return (
    <DataTable
      caption="Pedidos de arrepentimiento"
      columns={columns}
      rows={withdrawals ?? []}
      rowKey={(withdrawal) => withdrawal.code}
      status={loadError ? 'error' : withdrawals ? 'ready' : 'loading'}
      errorMessage={loadError ?? undefined}
      onRetry={onRetry}
      emptyMessage="Todavía no hay pedidos de arrepentimiento."
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    />
  );
}
