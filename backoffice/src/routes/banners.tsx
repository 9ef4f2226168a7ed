import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerKind } from '@tienda/domain';
import { StaffBannersScreen, useToast, type NewBannerState } from '@tienda/ui';
import { catalogueApi, shopApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { refusalOf } from '../app/failures';
import { bannerImageUrl } from '../app/images';
import { bannersQuery, keys } from '../app/queries';
import { StaffPage } from '../app/StaffArea';

type Change = { id: number; alt?: string; position?: number };

/** /admin/banners: the phone's and the desktop's carousels, in order; a new banner starts with its picture. */
export default function Banners() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const banners = useQuery(bannersQuery());
  const [adding, setAdding] = useState<Partial<Record<BannerKind, NewBannerState>>>({});
  const [altErrors, setAltErrors] = useState<Record<number, string>>({});
  const patch = (kind: BannerKind, state: NewBannerState) => setAdding((current) => ({ ...current, [kind]: { ...current[kind], ...state } }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.banners });

  const upload = useMutation({
    mutationFn: ({ file }: { kind: BannerKind; file: File }) => catalogueApi.uploadImage('banner', file),
    onMutate: ({ kind }) => patch(kind, { uploading: true, uploadError: null }),
    onSuccess: ({ name }, { kind }) => patch(kind, { uploading: false, image: name }),
    onError: (failure, { kind }) => patch(kind, { uploading: false, uploadError: serverMessage(failure, 'La imagen no pudo subirse. Intenta de nuevo.') }),
  });

  const create = useMutation({
    mutationFn: ({ kind, url, alt }: { kind: BannerKind; url: string; alt: string }) => shopApi.createBanner(kind, url, alt),
    onMutate: ({ kind }) => patch(kind, { saving: true, errors: {} }),
    onSuccess: ({ message }, { kind }) => {
      setAdding((current) => ({ ...current, [kind]: {} }));
      toast.show(message, 'success');
      refresh();
    },
    onError: (failure, { kind }) => {
      const { errors, failure: whole } = refusalOf(failure, 'No pudimos agregar el banner. Intenta de nuevo.', { url: /imagen/i, alt: /describe|texto/i });
      patch(kind, { saving: false, errors: whole ? { url: whole } : errors });
    },
  });

  const change = useMutation({
    mutationFn: ({ id, ...change }: Change) => shopApi.updateBanner(id, change),
    onMutate: ({ id }) => setAltErrors(({ [id]: _, ...others }) => others),
    onSuccess: ({ message }) => {
      toast.show(message, 'success');
      refresh();
    },
    onError: (failure, { id, alt }) => {
      const message = serverMessage(failure, 'No pudimos guardar el banner. Intenta de nuevo.');
      if (alt !== undefined) setAltErrors((errors) => ({ ...errors, [id]: message }));
      else toast.show(message, 'critical');
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => shopApi.deleteBanner(id),
    onSuccess: ({ message }) => {
      toast.show(message, 'success');
      refresh();
    },
    onError: (failure) => toast.show(serverMessage(failure, 'No pudimos borrar el banner. Intenta de nuevo.'), 'critical'),
  });

  const busyId = change.isPending ? change.variables.id : remove.isPending ? remove.variables : null;
  return (
    <StaffPage title="Banners">
      <StaffBannersScreen
        banners={banners.data?.banners ?? []}
        status={banners.isPending ? 'loading' : banners.isError ? 'error' : 'ready'}
        loadError={serverMessage(banners.error, 'No pudimos cargar los banners.')}
        onRetry={() => void banners.refetch()}
        imageUrl={bannerImageUrl}
        onMove={(id, position) => change.mutate({ id, position })}
        onAltChange={(id, alt) => change.mutate({ id, alt })}
        onDelete={(id) => remove.mutate(id)}
        savingId={busyId}
        altErrors={altErrors}
        onUpload={(kind, file) => upload.mutate({ kind, file })}
        onDiscardUpload={(kind) => setAdding((current) => ({ ...current, [kind]: {} }))}
        onCreate={(banner) => create.mutate(banner)}
        adding={adding}
      />
    </StaffPage>
  );
}
