import { LOAN_REQUEST_LABELS, type StaffLoanRequest } from '@tienda/domain';
import { DataTable, formatShortDateTime, formatShortDay, type DataTableColumn } from '../components/DataTable';
import { Link } from '../components/Link';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';

export type StaffLoanRequestsTableProps = {
  /** The page of revocations and "bajas", newest first; undefined while it travels. */
  requests?: StaffLoanRequest[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/**
 * Beside the withdrawals: the borrowers' loan revocations (the order already cancelled, or its
 * goods to come back) and their "baja" requests, each with its code, order and the loan's last day to revoke.
 */
export function StaffLoanRequestsTable({ requests, loadError, onRetry, page, totalPages, onPageChange }: StaffLoanRequestsTableProps) {
  const columns: DataTableColumn<StaffLoanRequest>[] = [
    { key: 'kind', header: 'Pedido', cell: (request) => LOAN_REQUEST_LABELS[request.kind] },
    { key: 'code', header: 'Código', cell: (request) => <Text as="span" size="small" weight="bold">{request.code}</Text> },
    { key: 'order', header: 'Orden', cell: (request) => <Link href={staffPaths.order(request.orderId)}>{`N°\u00a0${request.orderId}`}</Link> },
    { key: 'status', header: 'Estado de la orden', cell: (request) => <OrderStatusBadge status={request.orderStatus} /> },
    { key: 'name', header: 'Nombre', cell: (request) => request.name },
    { key: 'email', header: 'Correo electrónico', cell: (request) => request.email },
    { key: 'requestedAt', header: 'Pedido el', cell: (request) => <time dateTime={request.requestedAt}>{formatShortDateTime(request.requestedAt)}</time> },
    { key: 'deadline', header: 'Plazo para revocar', cell: (request) => formatShortDay(request.deadline) },
  ];
  return (
    <DataTable
      caption="Revocaciones y bajas de préstamos"
      columns={columns}
      rows={requests ?? []}
      rowKey={(request) => request.code}
      status={loadError ? 'error' : requests ? 'ready' : 'loading'}
      errorMessage={loadError ?? undefined}
      onRetry={onRetry}
      emptyMessage="Todavía no hay revocaciones ni bajas de préstamos."
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    />
  );
}
