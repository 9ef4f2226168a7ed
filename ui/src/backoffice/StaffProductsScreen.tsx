import { useEffect, useState, type ReactNode } from 'react';
import { Plus, Save, Search } from 'lucide-react';
import { formatARS, type StaffProduct, type StaffProductSort, type StaffProductsFilter, type TaxonomyEntry } from '@tienda/domain';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { CsvImport, type CsvPanel } from '../components/CsvImport';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/DataTable';
import { Field, FieldInput } from '../components/Field';
import { IconButton } from '../components/IconButton';
import { Link } from '../components/Link';
import { ProductImage } from '../components/ProductImage';
import { Select } from '../components/Select';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import * as styles from './catalogue.css';

const ALL = 'all';

// Argentina's day, short: the list's column stays narrow ('20/11/2026').
const shortDate = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Argentina/Buenos_Aires' });
const formatShortDate = (iso: string) => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : shortDate.format(instant);
};

export type StaffProductsScreenProps = {
  /** The page's products; `status` says whether they are on their way or failed. */
  products: readonly StaffProduct[];
  status: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** How many products match the filters (all pages). */
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The list's filters, search and order, as the address holds them. */
  filter: StaffProductsFilter;
  /** A new filter: the app loads its first page. */
  onFilterChange: (filter: StaffProductsFilter) => void;
  categories: readonly Pick<TaxonomyEntry, 'id' | 'name'>[];
  brands: readonly Pick<TaxonomyEntry, 'id' | 'name'>[];
  /** A product picture's URL from its file name. */
  imageUrl: (name: string) => string | undefined;
  /** Admins edit the whole catalogue; an operador only changes stock. */
  canEditCatalogue: boolean;
  /** A product's page in the back office, and the new product's. */
  productHref: (id: number) => string;
  newProductHref: string;
  /** A row's new stock: the app saves it and refreshes the row. */
  onStockChange: (productId: number, stock: number) => void;
  /** The product whose stock is being saved. */
  savingStockId?: number | null;
  /** Why a row's stock was refused, by product id. */
  stockErrors?: Readonly<Record<number, string>>;
  /** The prices-and-stock CSV: without `onCsvImport` the panel is not shown. */
  onCsvImport?: (csv: string) => void;
  onCsvExport?: () => void;
  /** The panel's state: the app's answers to `onCsvImport` and its export on the way. */
  csv?: CsvPanel;
};

const STATUS_OPTIONS = [
  { value: ALL, label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
  { value: 'out-of-stock', label: 'Sin stock' },
];

/** The order the API names ('-price') as the table shows it, and back. */
const toSort = (sort: StaffProductSort = '-updated'): DataTableSort =>
  sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
const fromSort = ({ key, direction }: DataTableSort) => `${direction === 'desc' ? '-' : ''}${key}` as StaffProductSort;

/** A stock figure the ERP accepts: a whole number from 0 to a million. */
export function stockError(value: string): string | null {
  return /^\d{1,7}$/.test(value.trim()) && Number(value) <= 1_000_000 ? null : 'El stock debe ser un número entero entre 0 y 1.000.000.';
}

/** One row's stock: its own small form, saved with Enter or its button. */
function StockEditor({ product, saving, serverError, onSave }: { product: StaffProduct; saving: boolean; serverError?: string; onSave: (stock: number) => void }) {
  const [value, setValue] = useState(String(product.stock));
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError ?? null;
  const inputId = `stock-${product.id}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = stockError(value);
        setError(refused);
        if (!refused) onSave(Number(value));
      }}
    >
      <Field label={`Stock de ${product.name}`} labelHidden error={shown} id={inputId}>
        {(control) => (
          <Box display="flex" alignItems="center" gap="xxsmall" justifyContent="flex-end">
            <FieldInput {...control} inputMode="numeric" className={styles.stockInput} value={value} onChange={(event) => setValue(event.target.value)} />
            <IconButton type="submit" label={saving ? 'Guardando stock...' : `Guardar stock de ${product.name}`} icon={<Save size={18} />} disabled={saving} aria-busy={saving || undefined} />
          </Box>
        )}
      </Field>
    </form>
  );
}

/** '/admin/productos': the catalogue, active or not, to find, sort, page and keep in stock. */
export function StaffProductsScreen({
  products,
  status,
  loadError,
  onRetry,
  total,
  page,
  totalPages,
  onPageChange,
  filter,
  onFilterChange,
  categories,
  brands,
  imageUrl,
  canEditCatalogue,
  productHref,
  newProductHref,
  onStockChange,
  savingStockId,
  stockErrors = {},
  onCsvImport,
  onCsvExport,
  csv = { status: 'idle' },
}: StaffProductsScreenProps) {
  const [query, setQuery] = useState(filter.q ?? '');
  // The address may change the search too (back and forward): the box follows it.
  useEffect(() => setQuery(filter.q ?? ''), [filter.q]);
  // A change of filter starts again at page 1.
  const change = (next: Partial<StaffProductsFilter>) => onFilterChange({ ...filter, ...next, page: undefined });

  const columns: DataTableColumn<StaffProduct>[] = [
    {
      key: 'image',
      header: 'Imagen',
      cell: (product) => (
        <div className={styles.thumbnail}>
          <ProductImage src={product.images[0] ? imageUrl(product.images[0]) : undefined} alt="" sizes="48px" />
        </div>
      ),
    },
    { key: 'id', header: 'N.º', align: 'end', cell: (product) => product.id },
    {
      key: 'name',
      header: 'Nombre',
      sortable: true,
      // The category and brand under the name: the table fits the desktop without scrolling.
      cell: (product) => (
        <Stack space="xxsmall" className={styles.nameCell}>
          {canEditCatalogue ? <Link href={productHref(product.id)}>{product.name}</Link> : <Text as="span">{product.name}</Text>}
          <Text as="span" size="small" tone="muted">
            {product.categoryName} · {product.brandName}
          </Text>
        </Stack>
      ),
    },
    { key: 'cash', header: 'Contado', align: 'end', cell: (product) => formatARS(product.finalPrice) },
    { key: 'price', header: 'Precio', align: 'end', sortable: true, cell: (product) => formatARS(product.price) },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      sortable: true,
      cell: (product) => (
        <StockEditor
          // A refreshed row starts from its new figure.
          key={`${product.id}-${product.stock}`}
          product={product}
          saving={savingStockId === product.id}
          serverError={stockErrors[product.id]}
          onSave={(stock) => onStockChange(product.id, stock)}
        />
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      cell: (product) => (
        <Stack space="xxsmall" alignItems="flex-start">
          <Badge tone={product.active ? 'success' : 'neutral'}>{product.active ? 'Activo' : 'Inactivo'}</Badge>
          {product.highlighted && <Badge tone="brand">Destacado</Badge>}
        </Stack>
      ),
    },
    { key: 'updated', header: 'Actualizado', sortable: true, cell: (product) => <Text size="small">{formatShortDate(product.updatedAt)}</Text> },
  ];

  const toolbar: ReactNode = (
    <Stack space="small">
      <form
        role="search"
        aria-label="Buscar productos"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: query.trim() || undefined });
        }}
      >
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="small">
          <div className={styles.search}>
            <Field label="Número o nombre del producto">
              {(control) => <FieldInput {...control} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />}
            </Field>
          </div>
          <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
            Buscar
          </Button>
        </Box>
      </form>
      <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="small">
        <div className={styles.filter}>
          <Select
            label="Categoría"
            value={filter.categoryId ? String(filter.categoryId) : ALL}
            options={[{ value: ALL, label: 'Todas' }, ...categories.map((entry) => ({ value: String(entry.id), label: entry.name }))]}
            onValueChange={(value) => change({ categoryId: value === ALL ? undefined : Number(value) })}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Marca"
            value={filter.brandId ? String(filter.brandId) : ALL}
            options={[{ value: ALL, label: 'Todas' }, ...brands.map((entry) => ({ value: String(entry.id), label: entry.name }))]}
            onValueChange={(value) => change({ brandId: value === ALL ? undefined : Number(value) })}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Estado"
            value={filter.status ?? ALL}
            options={STATUS_OPTIONS}
            onValueChange={(value) => change({ status: value === ALL ? undefined : (value as StaffProductsFilter['status']) })}
          />
        </div>
      </Box>
      {status === 'ready' && (
        <Text size="small" tone="muted" aria-live="polite">
          {total === 1 ? '1 producto' : `${total.toLocaleString('es-AR')} productos`}
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack space="xlarge">
      {canEditCatalogue && (
        <Box display="flex" justifyContent="flex-end">
          <ButtonLink href={newProductHref} icon={<Plus size={18} aria-hidden="true" />}>
            Nuevo producto
          </ButtonLink>
        </Box>
      )}
      <DataTable
        caption="Productos"
        captionHidden
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        sort={toSort(filter.sort)}
        onSortChange={(sort) => change({ sort: fromSort(sort) })}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        toolbar={toolbar}
        status={status}
        onRetry={onRetry}
        errorMessage={loadError}
        emptyMessage={filter.q || filter.categoryId || filter.brandId || filter.status ? 'No hay productos con esos filtros.' : 'Todavía no hay productos.'}
      />
      {onCsvImport && (
        <CsvImport
          title="Precios y stock por CSV"
          help={
            <>
              Columnas: <code>id</code> (el número del producto) y las que quieras cambiar: <code>precio</code>,{' '}
              <code>precio_contado</code>, <code>valor_cuota</code>, <code>stock</code>, <code>iva</code> (21 o 10,5) e{' '}
              <code>impuestos_internos</code> (porcentaje nominal, 0 si no corresponde); la primera línea es el encabezado y <code>nombre</code>{' '}
              solo sirve de referencia. Separado por comas, o por punto y coma con importes como 1.234,50. Descarga el CSV, cambia los valores y
              vuelve a importarlo: si una línea tiene un error, no se cambia nada.
            </>
          }
          onImport={onCsvImport}
          onExport={onCsvExport}
          {...csv}
        />
      )}
    </Stack>
  );
}
