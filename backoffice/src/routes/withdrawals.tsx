import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StaffWithdrawalsQuery } from '@tienda/domain';
import { Stack, StaffBajasTable, StaffLoanRequestsTable, StaffWithdrawalsScreen } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { bajasQuery, loanRequestsQuery, withdrawalsQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';

/**
 * /admin/arrepentimientos: the withdrawal requests, newest first, the page in the address; below
 * them the 'Botón de baja' requests and the loans' revocations and "bajas".
 */
export default function Withdrawals() {
  const { page, setPage } = useSearchFilter(StaffWithdrawalsQuery);
  const withdrawals = useQuery(withdrawalsQuery(page));
  const [loanPage, setLoanPage] = useState(1);
  const loanRequests = useQuery(loanRequestsQuery(loanPage));
  const [bajaPage, setBajaPage] = useState(1);
  const bajas = useQuery(bajasQuery(bajaPage));
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
        <StaffBajasTable
          bajas={bajas.data?.bajas}
          loadError={bajas.isError ? serverMessage(bajas.error, 'No pudimos cargar las solicitudes de baja.') : null}
          onRetry={() => void bajas.refetch()}
          page={bajas.data?.page ?? bajaPage}
          totalPages={bajas.data?.totalPages ?? 1}
          onPageChange={setBajaPage}
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
