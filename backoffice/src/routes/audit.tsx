import { useQuery } from '@tanstack/react-query';
import { AuditQuery } from '@tienda/domain';
import { StaffAuditScreen } from '@tienda/ui';
import { serverMessage } from '../api/http';
import { auditQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';

/** /admin/registro-de-cambios: every change the staff made, newest first, the page in the address. */
export default function Audit() {
  const { page, setPage } = useSearchFilter(AuditQuery);
  const audit = useQuery(auditQuery(page));
  return (
    <StaffPage title="Registro de cambios">
      <StaffAuditScreen
        entries={audit.data?.entries}
        loadError={audit.isError ? serverMessage(audit.error, 'No pudimos cargar el registro de cambios.') : null}
        onRetry={() => void audit.refetch()}
        page={audit.data?.page ?? page}
        totalPages={audit.data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </StaffPage>
  );
}
