import { BAJA_KIND_LABELS, BAJA_STANDING_LABELS, type StaffBaja } from '@tienda/domain';
import { DataTable, formatShortDateTime, type DataTableColumn } from '../components/DataTable';
import { Link } from '../components/Link';
import { staffPaths } from '../components/StaffLayout';
import { Text } from '../components/Text';

export type StaffBajasTableProps = {
  /** The page of baja requests, newest first; undefined while it travels. */
  bajas?: StaffBaja[];
  /** The list could not be loaded: said in the table, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/**
 * Beside the withdrawals: the 'Botón de baja' requests, each with its code, what it named (an
 * order or an account's e-mail) and where it stands (waiting for its link, matching nothing, or
 * what confirming it did).
 */
export function StaffBajasTable({ bajas, loadError, onRetry, page, totalPages, onPageChange }: StaffBajasTableProps) {
  const columns: DataTableColumn<StaffBaja>[] = [
    { key: 'code', header: 'Código', cell: (baja) => <Text as="span" size="small" weight="bold">{baja.code}</Text> },
    { key: 'kind', header: 'Baja de', cell: (baja) => BAJA_KIND_LABELS[baja.kind] },
    {
      key: 'order',
      header: 'Orden',
      // A number typed that matches no order is not a link to one.
      cell: (baja) => (baja.orderId === null ? '—' : baja.standing === 'no_match' ? `N°\u00a0${baja.orderId}` : <Link href={staffPaths.order(baja.orderId)}>{`N°\u00a0${baja.orderId}`}</Link>),
    },
    { key: 'email', header: 'Correo electrónico', cell: (baja) => baja.email },
    { key: 'standing', header: 'Estado', cell: (baja) => BAJA_STANDING_LABELS[baja.standing] },
    { key: 'requestedAt', header: 'Pedida el', cell: (baja) => <time dateTime={baja.requestedAt}>{formatShortDateTime(baja.requestedAt)}</time> },
    {
      key: 'confirmedAt',
      header: 'Confirmada el',
      cell: (baja) => (baja.confirmedAt ? <time dateTime={baja.confirmedAt}>{formatShortDateTime(baja.confirmedAt)}</time> : '—'),
    },
  ];
  return (
    <DataTable
      caption="Bajas (Botón de baja)"
      columns={columns}
      rows={bajas ?? []}
      rowKey={(baja) => baja.code}
      status={loadError ? 'error' : bajas ? 'ready' : 'loading'}
      errorMessage={loadError ?? undefined}
      onRetry={onRetry}
      emptyMessage="Todavía no hay solicitudes de baja."
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    />
  );
}
