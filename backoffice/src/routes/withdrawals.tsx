import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StaffWithdrawalsQuery } from '@tienda/domain';
import { Stack, StaffLoanRequestsTable, StaffWithdrawalsScreen } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { loanRequestsQuery, withdrawalsQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';

/**
 * /admin/arrepentimientos: the withdrawal requests, newest first, the page in the address; below
 * them the loans' revocations and "bajas".
 */
export default function Withdrawals() {
  const { page, setPage } = useSearchFilter(StaffWithdrawalsQuery);
  const withdrawals = useQuery(withdrawalsQuery(page));
  const [loanPage, setLoanPage] = useState(1);
  const loanRequests = useQuery(loanRequestsQuery(loanPage));
  return (
    <StaffPage title="Arrepentimientos">
      <Stack space="xlarge">
        <StaffWithdrawalsScreen
          withdrawals={withdrawals.data?.withdrawals}
          loadError={withdrawals.isError ? serverMessage(withdrawals.error, 'No pudimos cargar los arrepentimientos.') : null}
          onRetry={() => void withdrawals.refetch()}
          page={withdrawals.data?.page ?? page}
          totalPages={withdrawals.data?.totalPages ?? 1}
          onPageChange={setPage}
        />
        <StaffLoanRequestsTable
          requests={loanRequests.data?.requests}
          loadError={loanRequests.isError ? serverMessage(loanRequests.error, 'No pudimos cargar las revocaciones y bajas de préstamos.') : null}
          onRetry={() => void loanRequests.refetch()}
          page={loanRequests.data?.page ?? loanPage}
          totalPages={loanRequests.data?.totalPages ?? 1}
          onPageChange={setLoanPage}
        />
      </Stack>
    </StaffPage>
  );
}
