import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxonomyDraft } from '@tienda/domain';
import { StaffTaxonomyScreen } from '@tienda/ui';
import { catalogueApi, type TaxonomyKind } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { refusalOf } from '../app/failures';
import { keys, taxonomyQuery } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

type Save = { kind: TaxonomyKind; id: number | null; draft: TaxonomyDraft };

/** /admin/categorias-y-marcas: both lists, the open one in the address (?ver=marcas). */
export default function Taxonomy() {
  const [search, setSearch] = useSearchParams();
  const tab: TaxonomyKind = search.get('ver') === 'marcas' ? 'brands' : 'categories';
  const queryClient = useQueryClient();
  const categories = useQuery(taxonomyQuery('categories'));
  const brands = useQuery(taxonomyQuery('brands'));
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf<keyof TaxonomyDraft>>>({ errors: {}, failure: null });

  const save = useMutation({
    mutationFn: ({ kind, id, draft }: Save) => (id === null ? catalogueApi.createTaxonomy(kind, draft) : catalogueApi.updateTaxonomy(kind, id, draft)),
    onMutate: () => {
      setNotice(null);
      setRefusal({ errors: {}, failure: null });
    },
    onSuccess: ({ message }) => {
      setNotice(message);
      // A renamed or closed category shows in the products too.
      void queryClient.invalidateQueries({ queryKey: keys.taxonomy });
      void queryClient.invalidateQueries({ queryKey: keys.products });
    },
    onError: (failure) => setRefusal(refusalOf(failure, 'No pudimos guardar. Revisa tu conexión e intenta de nuevo.', { name: /nombre/i, status: /estado/i })),
  });

  const failed = categories.isError || brands.isError;
  return (
    <StaffPage title="Categorías y marcas">
      <StaffTaxonomyScreen
        categories={categories.data?.entries ?? []}
        brands={brands.data?.entries ?? []}
        status={categories.isPending || brands.isPending ? (failed ? 'error' : 'loading') : failed ? 'error' : 'ready'}
        loadError={serverMessage(categories.error ?? brands.error, 'No pudimos cargar las categorías y marcas.')}
        onRetry={() => {
          void categories.refetch();
          void brands.refetch();
        }}
        tab={tab}
        onTabChange={(next) => setSearch(next === 'brands' ? { ver: 'marcas' } : {}, { replace: true })}
        onSave={(kind, id, draft) => save.mutate({ kind, id, draft })}
        saving={save.isPending}
        errors={refusal.errors}
        failure={refusal.failure}
        notice={notice}
      />
    </StaffPage>
  );
}
