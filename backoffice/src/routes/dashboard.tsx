import { useQuery } from '@tanstack/react-query';
import { StaffDashboardScreen } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { dashboardQuery } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

/** /admin: today's and this week's numbers, and what is waiting for the staff. */
export default function Dashboard() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <StaffPage title="Inicio">
      <StaffDashboardScreen
        dashboard={dashboard.data}
        loadError={dashboard.isError ? serverMessage(dashboard.error, 'No pudimos cargar los números de hoy.') : null}
        onRetry={() => void dashboard.refetch()}
      />
    </StaffPage>
  );
}
