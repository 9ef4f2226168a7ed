import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { StaffCreditLinesScreen } from '@tienda/ui';
import { shopApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { useCsvImport } from '../app/csv';
import { creditLinesQuery, keys } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

/** /admin/lineas-de-credito: the credit engine's table, searched by CUIL (?cuil=), replaced by CSV. */
export default function CreditLines() {
  const [search, setSearch] = useSearchParams();
  const typed = search.get('cuil') ?? '';
  const cuil = /^\d{0,11}$/.test(typed) ? typed : '';
  const lines = useQuery(creditLinesQuery(cuil));
  const { panel, importCsv } = useCsvImport(shopApi.importCreditLines, [keys.creditLines]);
  return (
    <StaffPage title="Líneas de crédito">
      <StaffCreditLinesScreen
        cuil={cuil}
        onSearch={(next) => setSearch(next ? { cuil: next } : {})}
        creditLines={lines.data?.creditLines ?? []}
        total={lines.data?.total ?? 0}
        status={lines.isPending ? 'loading' : lines.isError && !lines.data ? 'error' : 'ready'}
        loadError={serverMessage(lines.error, 'No pudimos cargar las líneas de crédito.')}
        onRetry={() => void lines.refetch()}
        onCsvImport={importCsv}
        csv={panel}
      />
    </StaffPage>
  );
}
