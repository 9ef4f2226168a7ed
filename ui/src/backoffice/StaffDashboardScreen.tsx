import { formatARS, type Dashboard, type PeriodFigures } from '@tienda/domain';
import { Card } from '../components/Card';
import { Column, Columns } from '../components/Columns';
import { DataTable } from '../components/DataTable';
import { LoadFailure } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { staffPaths, withQuery } from '../components/StaffLayout';
import { StatTile } from '../components/StatTile';
import { PAYMENT_METHOD_LABELS } from '../screens/PaymentMethodScreen';

export type StaffDashboardScreenProps = {
  /** Today's and this week's figures; undefined while they travel. */
  dashboard?: Dashboard;
  /** They could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;
};

const count = (value: number) => value.toLocaleString('es-AR');

/** A period's orders, paid orders and sales, then the same by payment method. */
function Period({ title, figures }: { title: string; figures: PeriodFigures }) {
  return (
    <Card title={title} titleSize="4" space="medium">
      <Columns space="medium">
        <Column>
          <StatTile label="Pedidos" value={count(figures.orders)} />
        </Column>
        <Column>
          <StatTile label="Pedidos pagados" value={count(figures.paidOrders)} />
        </Column>
        <Column>
          <StatTile label="Ventas" value={formatARS(figures.sales)} note="Pedidos pagados, envío incluido" />
        </Column>
      </Columns>
      <DataTable
        caption={`${title}: por medio de pago`}
        columns={[
          {
            key: 'method',
            header: 'Medio de pago',
            cell: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod],
          },
          {
            key: 'orders',
            header: 'Pedidos',
            cell: (row) => count(row.orders),
            align: 'end',
          },
          {
            key: 'paid',
            header: 'Pagados',
            cell: (row) => count(row.paidOrders),
            align: 'end',
          },
          {
            key: 'sales',
            header: 'Ventas',
            cell: (row) => formatARS(row.sales),
            align: 'end',
          },
        ]}
        rows={figures.byPaymentMethod}
        rowKey={(row) => row.paymentMethod}
        status="ready"
        emptyMessage="Sin pedidos en este período."
      />
    </Card>
  );
}

/**
 * '/admin': the day and the week at a glance — orders, paid orders and sales, by payment method —
 * and what waits for the staff: transfers to confirm and products out of stock.
 */
export function StaffDashboardScreen({
  dashboard,
  loadError,
  onRetry,
}: StaffDashboardScreenProps) {
  if (loadError) {
    return <LoadFailure title="No pudimos cargar el resumen" message={loadError} onRetry={onRetry} />;
  }
  if (!dashboard) return <Spinner size="large" label="Cargando el resumen..." />;

  const { pendingTransfers, outOfStock } = dashboard;
  return (
    <Stack space="large">
      <Columns space="medium">
        <Column>
          <StatTile
            label="Transferencias por confirmar"
            value={count(pendingTransfers)}
            tone={pendingTransfers > 0 ? 'warning' : 'neutral'}
            note={pendingTransfers > 0 ? 'Revisa si llegó el dinero y marca cada pedido como pagado.' : 'Nada por confirmar.'}
            link={{
              href: withQuery(staffPaths.orders, { status: 'pending_payment', paymentMethod: 'Transferencia' }),
              label: 'Ver transferencias pendientes',
            }}
          />
        </Column>
        <Column>
          <StatTile
            label="Productos sin stock"
            value={count(outOfStock)}
            tone={outOfStock > 0 ? 'warning' : 'neutral'}
            note={outOfStock > 0 ? 'Están activos pero no se pueden comprar.' : 'Todos los productos activos tienen stock.'}
            link={{ href: withQuery(staffPaths.products, { status: 'out-of-stock' }), label: 'Ver productos sin stock' }}
          />
        </Column>
      </Columns>
      <Period title="Hoy" figures={dashboard.today} />
      <Period title="Esta semana" figures={dashboard.week} />
    </Stack>
  );
}
