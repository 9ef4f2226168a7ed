import { useEffect, useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { FieldErrors, TaxonomyDraft, TaxonomyEntry, TaxonomyStatus } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button } from '../components/Button';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { FormFailure } from '../components/Field';
import { Stack } from '../components/Stack';
import { Tabs } from '../components/Tabs';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useFormFields } from '../forms';

export type TaxonomyKind = 'categories' | 'brands';

/** Each list's words: its tab, its button, its dialog and its empty state. */
const WORDS = {
  categories: { tab: 'Categorías', add: 'Nueva categoría', edit: 'Editar categoría', one: 'categoría', empty: 'Todavía no hay categorías.' },
  brands: { tab: 'Marcas', add: 'Nueva marca', edit: 'Editar marca', one: 'marca', empty: 'Todavía no hay marcas.' },
} as const;

export type StaffTaxonomyScreenProps = {
  categories: readonly TaxonomyEntry[];
  brands: readonly TaxonomyEntry[];
  status: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** The open tab (controlled, e.g. from the address); categories unless told. */
  tab?: TaxonomyKind;
  onTabChange?: (tab: TaxonomyKind) => void;
  /** A new entry (`id` null) or an entry's new name and status. */
  onSave: (kind: TaxonomyKind, id: number | null, draft: TaxonomyDraft) => void;
  /** The save travels: the dialog waits, and closes when it ends without errors. */
  saving?: boolean;
  /** The server's refusal, by field. */
  errors?: FieldErrors<TaxonomyDraft>;
  failure?: string | null;
  /** 'Categoría guardada.' after a save. */
  notice?: string | null;
};

type Editing = { kind: TaxonomyKind; entry: TaxonomyEntry | null };

const STATUS_OPTIONS = [
  { value: 'activa' as const, label: 'Activa', description: 'Se ofrece en la tienda.' },
  { value: 'inactiva' as const, label: 'Inactiva', description: 'No se muestra a los clientes.' },
];

function EntryForm({ formId, editing, errors, onSave }: { formId: string; editing: Editing; errors: FieldErrors<TaxonomyDraft>; onSave: StaffTaxonomyScreenProps['onSave'] }) {
  const form = useFormFields({ name: editing.entry?.name ?? '', status: editing.entry?.status ?? 'activa' }, (values) => ({
    name: values.name.trim() === '' ? 'Indica el nombre.' : undefined,
  }));
  return (
    <form id={formId} noValidate onSubmit={form.submit((values) => onSave(editing.kind, editing.entry?.id ?? null, { name: values.name.trim(), status: values.status as TaxonomyStatus }))}>
      <Stack space="medium">
        <TextField label="Nombre" autoComplete="off" {...form.bind('name')} error={form.errors.name ?? errors.name} />
        <ChoiceGroup
          legend="Estado"
          options={STATUS_OPTIONS}
          value={form.values.status as TaxonomyStatus}
          onValueChange={(status) => form.set({ status })}
          error={errors.status}
        />
      </Stack>
    </form>
  );
}

/** '/admin/categorias-y-marcas': the shop's categories and brands, each with its products, to add, rename and switch on or off. */
export function StaffTaxonomyScreen({
  categories,
  brands,
  status,
  loadError,
  onRetry,
  tab,
  onTabChange,
  onSave,
  saving = false,
  errors = {},
  failure,
  notice,
}: StaffTaxonomyScreenProps) {
  const formId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  // A save that ends without a refusal closes the dialog.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && !failure && !Object.values(errors).some(Boolean)) setEditing(null);
    wasSaving.current = saving;
  }, [saving, failure, errors]);

  const table = (kind: TaxonomyKind, entries: readonly TaxonomyEntry[]) => {
    const words = WORDS[kind];
    const columns: DataTableColumn<TaxonomyEntry>[] = [
      { key: 'name', header: 'Nombre', cell: (entry) => entry.name },
      {
        key: 'status',
        header: 'Estado',
        cell: (entry) => <Badge tone={entry.status === 'activa' ? 'success' : 'neutral'}>{entry.status === 'activa' ? 'Activa' : 'Inactiva'}</Badge>,
      },
      { key: 'products', header: 'Productos', align: 'end', cell: (entry) => entry.productCount.toLocaleString('es-AR') },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'end',
        cell: (entry) => (
          <Button variant="secondary" size="small" aria-label={`Editar ${entry.name}`} onClick={() => setEditing({ kind, entry })}>
            Editar
          </Button>
        ),
      },
    ];
    return (
      <DataTable
        caption={words.tab}
        captionHidden
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        status={status}
        onRetry={onRetry}
        errorMessage={loadError}
        emptyMessage={words.empty}
        toolbar={
          <Box display="flex" justifyContent="flex-end">
            <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing({ kind, entry: null })}>
              {words.add}
            </Button>
          </Box>
        }
      />
    );
  };

  const words = editing && WORDS[editing.kind];
  return (
    <Stack space="medium">
      <div aria-live="polite">
        {notice && !editing && (
          <Box padding="small" borderRadius="small" background="successTint">
            <Text weight="medium">{notice}</Text>
          </Box>
        )}
      </div>
      <Tabs
        label="Categorías y marcas"
        value={tab}
        onValueChange={(id) => onTabChange?.(id as TaxonomyKind)}
        tabs={[
          { id: 'categories', label: WORDS.categories.tab, content: table('categories', categories) },
          { id: 'brands', label: WORDS.brands.tab, content: table('brands', brands) },
        ]}
      />
      {editing && words && (
        <Dialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.entry ? words.edit : words.add}
          description={editing.entry ? `Cambia el nombre o el estado de la ${words.one} «${editing.entry.name}».` : `La ${words.one} nueva se suma a la lista.`}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
              <Button type="submit" form={formId} loading={saving} loadingLabel="Guardando...">
                Guardar
              </Button>
            </>
          }
        >
          <Stack space="medium">
            {/* Keyed by what is edited: each opening starts from that entry's values. */}
            <EntryForm key={`${editing.kind}-${editing.entry?.id ?? 'new'}`} formId={formId} editing={editing} errors={errors} onSave={onSave} />
            {failure && <FormFailure>{failure}</FormFailure>}
          </Stack>
        </Dialog>
      )}
    </Stack>
  );
}
