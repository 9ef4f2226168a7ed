import { useQuery } from '@tanstack/react-query';
import { StaffInvoicesQuery } from '@tienda/domain';
import { StaffInvoicesScreen, useToast } from '@tienda/ui';
import { invoicesApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { useDownload } from '../app/csv';
import { invoicesQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage } from '../app/StaffArea';
import { useInvoiceRetry } from '../app/useInvoiceRetry';

/** /admin/facturas: the Facturas B and Notas de crédito B, newest first, filtered and paged by the address. */
export default function Invoices() {
  const { filter, page, setFilter, setPage } = useSearchFilter(StaffInvoicesQuery);
  const invoices = useQuery(invoicesQuery(filter));
  const { onRetryInvoice, retry } = useInvoiceRetry();
  const toast = useToast();
  const { exporting, exportCsv } = useDownload(invoicesApi.exportCsv, (message) => toast.show(message, 'critical'));
  return (
    <StaffPage title="Facturas">
      <StaffInvoicesScreen
        invoices={invoices.data?.invoices}
        loadError={invoices.isError ? serverMessage(invoices.error, 'No pudimos cargar las facturas.') : null}
        onRetry={() => void invoices.refetch()}
        filter={filter}
        onFilterChange={setFilter}
        page={invoices.data?.page ?? page}
        totalPages={invoices.data?.totalPages ?? 1}
        total={invoices.data?.total}
        onPageChange={setPage}
        onRetryInvoice={onRetryInvoice}
        retry={retry}
        onExportCsv={exportCsv}
        exporting={exporting}
      />
    </StaffPage>
  );
}
