import { useQuery } from '@tanstack/react-query';
import { StaffWithdrawalsQuery } from '@tienda/domain';
import { StaffWithdrawalsScreen } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { withdrawalsQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';

/** /admin/arrepentimientos: the withdrawal requests, newest first, the page in the address. */
export default function Withdrawals() {
  const { page, setPage } = useSearchFilter(StaffWithdrawalsQuery);
  const withdrawals = useQuery(withdrawalsQuery(page));
  return (
    <StaffPage title="Arrepentimientos">
      <StaffWithdrawalsScreen
        withdrawals={withdrawals.data?.withdrawals}
        loadError={withdrawals.isError ? serverMessage(withdrawals.error, 'No pudimos cargar los arrepentimientos.') : null}
        onRetry={() => void withdrawals.refetch()}
        page={withdrawals.data?.page ?? page}
        totalPages={withdrawals.data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </StaffPage>
  );
}
