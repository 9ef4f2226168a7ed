import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { BannerKind, StaffBanner } from '@tienda/domain';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ConfirmDialog } from '../components/Dialog';
import { LoadFailure } from '../components/EmptyState';
import { Heading } from '../components/Heading';
import { IconButton } from '../components/IconButton';
import { ImageUploader } from '../components/ImageUploader';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import * as styles from './catalogue.css';

/** The new banner of a set, as the app follows it: its uploaded picture, and the answers. */
export type NewBannerState = {
  /** The uploaded picture's name, once it is up. */
  image?: string | null;
  uploading?: boolean;
  uploadError?: string | null;
  saving?: boolean;
  /** The server's refusal: the picture (`url`) or the text (`alt`). */
  errors?: { url?: string; alt?: string };
};

export type StaffBannersScreenProps = {
  /** Both sets; each is shown in its `position` order. */
  banners: readonly StaffBanner[];
  status: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** A banner picture's URL from its stored name. */
  imageUrl: (name: string) => string | undefined;
  /** A banner to its new place in its set (0 first). */
  onMove: (id: number, position: number) => void;
  onAltChange: (id: number, alt: string) => void;
  onDelete: (id: number) => void;
  /** The banner being changed (moved, its text saved or deleted). */
  savingId?: number | null;
  /** Why a banner's new text was refused, by banner id. */
  altErrors?: Readonly<Record<number, string>>;
  /** A picture for a set's new banner: the app uploads it and passes its name in `adding`. */
  onUpload: (kind: BannerKind, file: File) => void;
  /** The uploaded picture of a new banner was removed before saving. */
  onDiscardUpload: (kind: BannerKind) => void;
  onCreate: (banner: { kind: BannerKind; url: string; alt: string }) => void;
  adding?: Partial<Record<BannerKind, NewBannerState>>;
};

const SETS: { kind: BannerKind; title: string; hint: string }[] = [
  { kind: 'mobile', title: 'Celular', hint: 'Se muestran en el carrusel de los teléfonos, en este orden.' },
  { kind: 'desktop', title: 'Escritorio', hint: 'Se muestran en el carrusel de las computadoras, en este orden.' },
];

function BannerRow({ banner, index, count, imageUrl, saving, altError, onMove, onAltChange, onDelete }: {
  banner: StaffBanner;
  index: number;
  count: number;
  imageUrl: StaffBannersScreenProps['imageUrl'];
  saving: boolean;
  altError?: string;
  onMove: StaffBannersScreenProps['onMove'];
  onAltChange: StaffBannersScreenProps['onAltChange'];
  onDelete: StaffBannersScreenProps['onDelete'];
}) {
  const [alt, setAlt] = useState(banner.alt);
  const [missing, setMissing] = useState<string | null>(null);
  const place = `banner ${index + 1}`;
  return (
    <li>
      <Box display="flex" flexWrap="wrap" alignItems="flex-start" gap="medium" padding="small" borderRadius="small" boxShadow="edge">
        <div className={styles.bannerPicture}>
          <img className={styles.bannerImage} src={imageUrl(banner.url)} alt={banner.alt} />
        </div>
        <Box flexGrow={1}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const refused = alt.trim() === '' ? 'Describe la imagen para quien no la ve.' : null;
              setMissing(refused);
              if (!refused) onAltChange(banner.id, alt.trim());
            }}
          >
            <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="small">
              <Box flexGrow={1}>
                <TextField label={`Texto alternativo del ${place}`} value={alt} onValueChange={setAlt} error={missing ?? altError} />
              </Box>
              <Button type="submit" variant="secondary" size="small" disabled={saving || alt === banner.alt} aria-label={`Guardar texto del ${place}`}>
                Guardar texto
              </Button>
            </Box>
          </form>
        </Box>
        <Box display="flex" alignItems="center" gap="xxsmall">
          <IconButton label={`Subir el ${place}`} icon={<ArrowUp size={18} />} disabled={saving || index === 0} onClick={() => onMove(banner.id, index - 1)} />
          <IconButton label={`Bajar el ${place}`} icon={<ArrowDown size={18} />} disabled={saving || index === count - 1} onClick={() => onMove(banner.id, index + 1)} />
          <ConfirmDialog
            title="¿Quitar el banner?"
            description={`«${banner.alt}» deja de mostrarse en la tienda.`}
            confirmLabel="Quitar banner"
            onConfirm={() => onDelete(banner.id)}
            trigger={<IconButton label={`Quitar el ${place}`} icon={<Trash2 size={18} />} disabled={saving} />}
          />
        </Box>
      </Box>
    </li>
  );
}

function NewBanner({ kind, state = {}, imageUrl, onUpload, onDiscardUpload, onCreate }: {
  kind: BannerKind;
  state?: NewBannerState;
  imageUrl: StaffBannersScreenProps['imageUrl'];
  onUpload: StaffBannersScreenProps['onUpload'];
  onDiscardUpload: StaffBannersScreenProps['onDiscardUpload'];
  onCreate: StaffBannersScreenProps['onCreate'];
}) {
  const [alt, setAlt] = useState('');
  const [refusal, setRefusal] = useState<{ url?: string; alt?: string }>({});
  const errors = { url: refusal.url ?? state.errors?.url, alt: refusal.alt ?? state.errors?.alt };
  return (
    <form
      noValidate
      aria-label={`Nuevo banner de ${kind === 'mobile' ? 'celular' : 'escritorio'}`}
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          url: state.image ? undefined : 'Sube la imagen del banner.',
          alt: alt.trim() ? undefined : 'Describe la imagen para quien no la ve.',
        };
        setRefusal(found);
        if (state.image && !found.alt) onCreate({ kind, url: state.image, alt: alt.trim() });
      }}
    >
      <Stack space="medium">
        <Heading level="3" size="4">
          Agregar un banner
        </Heading>
        <ImageUploader
          label="Imagen del banner nuevo"
          images={state.image ? [state.image] : []}
          imageUrl={imageUrl}
          max={1}
          onUpload={(file) => {
            setRefusal((before) => ({ ...before, url: undefined }));
            onUpload(kind, file);
          }}
          onChange={() => onDiscardUpload(kind)}
          uploading={state.uploading}
          error={state.uploadError ?? errors.url}
          hint={kind === 'mobile' ? 'Formato vertical de celular.' : 'Formato apaisado de escritorio.'}
        />
        <TextField
          label="Texto alternativo"
          hint="Qué dice o muestra el banner, para quien no lo ve."
          value={alt}
          onValueChange={(value) => {
            setAlt(value);
            setRefusal((before) => ({ ...before, alt: undefined }));
          }}
          error={errors.alt}
        />
        <Box display="flex" justifyContent="flex-end">
          <Button type="submit" icon={<Plus size={18} aria-hidden="true" />} loading={state.saving} loadingLabel="Agregando...">
            Agregar banner
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** '/admin/banners': the home's two carousels, each in its order, to arrange, describe, remove and add to. */
export function StaffBannersScreen({
  banners,
  status,
  loadError,
  onRetry,
  imageUrl,
  onMove,
  onAltChange,
  onDelete,
  savingId,
  altErrors = {},
  onUpload,
  onDiscardUpload,
  onCreate,
  adding = {},
}: StaffBannersScreenProps) {
  if (status === 'error') {
    return <LoadFailure title="No pudimos cargar los banners" message={loadError} onRetry={onRetry} />;
  }
  if (status === 'loading') return <Spinner size="large" label="Cargando los banners..." />;
  return (
    <Stack space="large">
      {SETS.map(({ kind, title, hint }) => {
        const set = banners.filter((banner) => banner.kind === kind).sort((a, b) => a.position - b.position);
        return (
          <Card key={kind} title={title}>
            <Text size="small" tone="muted">
              {hint}
            </Text>
            {set.length > 0 ? (
              <ol className={styles.plainList} aria-label={`Banners de ${title.toLowerCase()}, en orden`}>
                {set.map((banner, index) => (
                  <BannerRow
                    // A banner that moved or was renamed starts from its new values.
                    key={`${banner.id}-${banner.alt}`}
                    banner={banner}
                    index={index}
                    count={set.length}
                    imageUrl={imageUrl}
                    saving={savingId === banner.id}
                    altError={altErrors[banner.id]}
                    onMove={onMove}
                    onAltChange={onAltChange}
                    onDelete={onDelete}
                  />
                ))}
              </ol>
            ) : (
              <Text tone="muted">Todavía no hay banners en este carrusel.</Text>
            )}
            <div className={styles.formPanel}>
              <NewBanner kind={kind} state={adding[kind]} imageUrl={imageUrl} onUpload={onUpload} onDiscardUpload={onDiscardUpload} onCreate={onCreate} />
            </div>
          </Card>
        );
      })}
    </Stack>
  );
}
