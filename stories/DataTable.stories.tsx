import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatARS } from '@tienda/domain';
import { Badge, DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from '@tienda/ui';

type Product = { id: number; name: string; stock: number; price: number };

const products: Product[] = [
  { id: 101, name: 'Heladera No Frost 300 L', stock: 4, price: 899999 },
  { id: 102, name: 'Lavarropas automático 8 kg', stock: 0, price: 649900 },
  { id: 103, name: 'Smart TV 50" 4K', stock: 12, price: 529999.5 },
  { id: 104, name: 'Aire acondicionado 3000 frigorías', stock: 2, price: 1099000 },
  { id: 105, name: 'Microondas 20 L', stock: 30, price: 159900 },
];

const columns: DataTableColumn<Product>[] = [
  { key: 'id', header: 'N°', cell: (product) => product.id, sortable: true, align: 'end' },
  { key: 'name', header: 'Producto', cell: (product) => product.name, sortable: true },
  {
    key: 'stock',
    header: 'Stock',
    cell: (product) => (product.stock === 0 ? <Badge tone="critical">Sin Stock</Badge> : product.stock),
    sortable: true,
    align: 'end',
  },
  { key: 'price', header: 'Precio', cell: (product) => formatARS(product.price), sortable: true, align: 'end' },
];

/** The rows in the order asked, as the server would send them. */
function sorted(rows: readonly Product[], sort?: DataTableSort): readonly Product[] {
  if (!sort) return rows;
  const key = sort.key as keyof Product;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

/** The page's part: it keeps the order and the page, and answers with the rows. */
function Controlled(args: DataTableProps<Product>) {
  const [sort, setSort] = useState(args.sort);
  const [page, setPage] = useState(args.page ?? 1);
  return (
    <DataTable
      {...args}
      rows={args.status === 'ready' ? sorted(args.rows, sort) : []}
      sort={sort}
      onSortChange={
        args.onSortChange &&
        ((next) => {
          setSort(next);
          args.onSortChange?.(next);
        })
      }
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/DataTable',
  component: DataTable<Product>,
  args: {
    caption: 'Productos',
    columns,
    rows: products,
    rowKey: (product: Product) => product.id,
    status: 'ready',
    emptyMessage: 'No hay productos con esos filtros.',
    onSortChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<DataTableProps<Product>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent);

export const SortingByClick: Story = {
  args: { sort: { key: 'id', direction: 'asc' } },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Productos' });
    const priceHeader = canvas.getByRole('columnheader', { name: /Precio/ });
    await expect(canvas.getByRole('columnheader', { name: /N°/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(priceHeader).getByRole('button', { name: 'Precio' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /N°/ })).toHaveAttribute('aria-sort', 'none');
    await expect(firstCells(table)[0]).toBe('Microondas 20 L');

    // The same header again: the other way round.
    await userEvent.click(within(priceHeader).getByRole('button', { name: 'Precio' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'desc' });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('Aire acondicionado 3000 frigorías');
    // Figures at the end of their cells.
    await expect(within(bodyRows(table)[0]!).getAllByRole('cell')[3]).toHaveTextContent('$ 1.099.000,00');
  },
};

export const SortingByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Productos' });
    // The headers are the first stops: N°, Producto.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'N°' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Producto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Producto/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(table)[0]).toBe('Aire acondicionado 3000 frigorías');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: /Producto/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('Smart TV 50" 4K');
  },
};

export const Paging: Story = {
  args: { page: 1, totalPages: 3 },
  play: async ({ canvas, args }) => {
    const paging = within(canvas.getByRole('navigation', { name: 'Paginación' }));
    await expect(paging.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(paging.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(paging.getByText('Página 2 / 3')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Productos' });
    await expect(within(table).getByRole('cell')).toHaveTextContent('No hay productos con esos filtros.');
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', totalPages: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Productos' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    // The headers stay, so the page does not jump when the rows arrive; no pages until then.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const ErrorAndRetry: Story = {
  args: { status: 'error', errorMessage: 'No pudimos cargar los productos. Revisa tu conexión.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('No pudimos cargar los productos. Revisa tu conexión.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const HiddenCaptionNoSorting: Story = {
  args: { captionHidden: true, onSortChange: undefined, columns: columns.map(({ sortable: _, ...column }) => column) },
  play: async ({ canvas }) => {
    // Named still, for screen readers; headers are plain text without sorting.
    await expect(canvas.getByRole('table', { name: 'Productos' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('columnheader', { name: 'Precio' })).not.toHaveAttribute('aria-sort');
  },
};
