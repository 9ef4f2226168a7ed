import { useQuery } from '@tanstack/react-query';
import { StaffOrdersQuery } from '@tienda/domain';
import { StaffOrdersScreen, staffPaths } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { useRememberList } from '../app/lastList';
import { ordersQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';

/** /admin/pedidos: every order, newest first, filtered and paged by the address. */
export default function Orders() {
  const { filter, page, setFilter, setPage } = useSearchFilter(StaffOrdersQuery);
  const orders = useQuery(ordersQuery(filter));
  useRememberList(staffPaths.orders);
  return (
    <StaffPage title="Pedidos">
      <StaffOrdersScreen
        orders={orders.data?.orders}
        loadError={orders.isError ? serverMessage(orders.error, 'No pudimos cargar los pedidos.') : null}
        onRetry={() => void orders.refetch()}
        filter={filter}
        onFilterChange={setFilter}
        page={orders.data?.page ?? page}
        totalPages={orders.data?.totalPages ?? 1}
        total={orders.data?.total}
        onPageChange={setPage}
      />
    </StaffPage>
  );
}
