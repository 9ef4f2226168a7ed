import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffProductsQuery } from '@tienda/domain';
import { StaffProductsScreen, staffPaths, useToast } from '@tienda/ui';
import { catalogueApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { useCsvImport, useDownload } from '../app/csv';
import { productImageUrl } from '../app/images';
import { keys, productsQuery, taxonomyQuery } from '../app/queries';
import { useSearchFilter } from '../app/searchFilter';
import { StaffPage, useStaff } from '../app/StaffArea';

/** /admin/productos: the catalogue; an admin edits it, an operador keeps the stock (row by row or by CSV). */
export default function Products() {
  const { staff } = useStaff();
  const admin = staff.role === 'admin';
  const toast = useToast();
  const queryClient = useQueryClient();
  const { filter, page, setFilter, setPage } = useSearchFilter(StaffProductsQuery);
  const products = useQuery(productsQuery(filter));
  const categories = useQuery(taxonomyQuery('categories'));
  const brands = useQuery(taxonomyQuery('brands'));
  const [stockErrors, setStockErrors] = useState<Record<number, string>>({});

  const stock = useMutation({
    mutationFn: ({ id, stock }: { id: number; stock: number }) => catalogueApi.setStock(id, stock),
    onMutate: ({ id }) => setStockErrors(({ [id]: _, ...others }) => others),
    onSuccess: ({ message }) => {
      toast.show(message, 'success');
      void queryClient.invalidateQueries({ queryKey: keys.products });
      void queryClient.invalidateQueries({ queryKey: keys.dashboard });
    },
    onError: (failure, { id }) => setStockErrors((errors) => ({ ...errors, [id]: serverMessage(failure, 'No pudimos guardar el stock. Intenta de nuevo.') })),
  });
  const { panel, importCsv } = useCsvImport(catalogueApi.importPricesAndStock, [keys.products, keys.dashboard]);
  const { exporting, exportCsv } = useDownload(catalogueApi.exportPricesAndStock, (message) => toast.show(message, 'critical'));

  const data = products.data;
  return (
    <StaffPage title="Productos">
      <StaffProductsScreen
        products={data?.products ?? []}
        status={products.isPending ? 'loading' : products.isError && !data ? 'error' : 'ready'}
        loadError={serverMessage(products.error, 'No pudimos cargar los productos.')}
        onRetry={() => void products.refetch()}
        total={data?.total ?? 0}
        page={data?.page ?? page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={setPage}
        filter={filter}
        onFilterChange={({ page: _, ...next }) => setFilter(next)}
        categories={categories.data?.entries ?? []}
        brands={brands.data?.entries ?? []}
        imageUrl={productImageUrl}
        canEditCatalogue={admin}
        productHref={(id) => staffPaths.product(id)}
        newProductHref={staffPaths.product('nuevo')}
        onStockChange={(id, value) => stock.mutate({ id, stock: value })}
        savingStockId={stock.isPending ? stock.variables.id : null}
        stockErrors={stockErrors}
        onCsvImport={importCsv}
        onCsvExport={exportCsv}
        csv={{ ...panel, exporting }}
      />
    </StaffPage>
  );
}
