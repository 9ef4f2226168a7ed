import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffProductsScreen } from '@tienda/ui';
import { brands, categories } from '../fixtures/catalog';
import { onNavigate } from '../fixtures/router';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';
import { csvFile, csvLineErrors, staffImageUrl, staffProducts } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffProductsScreen',
  component: StaffProductsScreen,
  ...staffScreen({ title: 'Productos', current: 'products' }),
  args: {
    products: staffProducts,
    status: 'ready',
    total: 6,
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    filter: {},
    onFilterChange: fn(),
    onRetry: fn(),
    categories,
    brands,
    imageUrl: staffImageUrl,
    canEditCatalogue: true,
    productHref: (id: number) => `/admin/productos/${id}`,
    newProductHref: '/admin/productos/nuevo',
    onStockChange: fn(),
    onCsvImport: fn(),
    onCsvExport: fn(),
  },
} satisfies Meta<typeof StaffProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const table = canvas.getByRole('table', { name: 'Productos' });
    // A header row and one row per product.
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByText('Inactivo')).toBeVisible();
    await expect(within(table).getByText('$ 339.999,00')).toBeVisible();
    await expect(canvas.getByText('6 productos')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Nuevo producto' }));
    await expect(onNavigate).toHaveBeenCalledWith('/admin/productos/nuevo');
    await userEvent.click(canvas.getByRole('link', { name: 'Celular Samsung Galaxy A15 128 GB Negro' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/productos/101');
  },
};

export const SearchAndSort: Story = {
  args: { filter: { page: 2 }, page: 2, totalPages: 3, total: 60 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Número o nombre del producto' }), 'galaxy{Enter}');
    // A new search starts at the first page.
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ q: 'galaxy', page: undefined });
    // Sorted by the newest change unless told; a header sorts by its column.
    await expect(canvas.getByRole('columnheader', { name: /Actualizado/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Precio' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ sort: 'price', page: undefined });
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categoría' }));
    const listbox = within(document.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Parlantes' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ categoryId: 3, page: undefined });
    // By keyboard too: the status filter opens with Enter and chooses with the arrows.
    canvas.getByRole('combobox', { name: 'Estado' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: 'out-of-stock', page: undefined });
  },
};

export const EditStock: Story = {
  play: async ({ canvas, args }) => {
    const stock = canvas.getByRole('textbox', { name: 'Stock de Pava eléctrica Philips 1,7 L acero inoxidable' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '35{Enter}');
    await expect(args.onStockChange).toHaveBeenCalledWith(105, 35);
  },
};

export const StockRefused: Story = {
  play: async ({ canvas, args }) => {
    const name = 'Stock de Parlante portátil JBL Flip 6 Bluetooth';
    await userEvent.clear(canvas.getByRole('textbox', { name }));
    await userEvent.type(canvas.getByRole('textbox', { name }), '-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar stock de Parlante portátil JBL Flip 6 Bluetooth' }));
    await expect(args.onStockChange).not.toHaveBeenCalled();
    const input = canvas.getByRole('textbox', { name });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('El stock debe ser un número entero entre 0 y 1.000.000.');
  },
};

export const SavingStock: Story = {
  args: { savingStockId: 103, stockErrors: { 102: 'El producto ya no existe.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando stock...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Stock de Smartwatch Xiaomi Redmi Watch 4' })).toHaveAccessibleDescription('El producto ya no existe.');
  },
};

export const Operator: Story = {
  args: { canEditCatalogue: false },
  parameters: { staffLayout: { title: 'Productos', current: 'products', staff: operatorStaff } },
  play: async ({ canvas, args }) => {
    // An operador keeps stock: no new product, no product pages.
    await expect(canvas.queryByRole('link', { name: 'Nuevo producto' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Productos' })).queryAllByRole('link')).toHaveLength(0);
    const stock = canvas.getByRole('textbox', { name: 'Stock de Celular Samsung Galaxy A15 128 GB Negro' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Guardar stock de Celular Samsung Galaxy A15 128 GB Negro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStockChange).toHaveBeenCalledWith(101, 0);
  },
};

export const Loading: Story = {
  args: { products: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Productos' })).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { products: [], status: 'error', loadError: 'No pudimos cargar los productos. Revisa tu conexión.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('No pudimos cargar los productos. Revisa tu conexión.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { products: [], total: 0, totalPages: 0, filter: { q: 'heladera' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay productos con esos filtros.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Número o nombre del producto' })).toHaveValue('heladera');
  },
};

export const CsvImporting: Story = {
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Precios y stock por CSV' }));
    await userEvent.upload(panel.getByLabelText('Elegir archivo CSV'), csvFile('id,stock\n101,40\n'));
    await userEvent.click(panel.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(args.onCsvImport).toHaveBeenCalledWith('id,stock\n101,40\n'));
    await userEvent.click(panel.getByRole('button', { name: 'Descargar CSV' }));
    await expect(args.onCsvExport).toHaveBeenCalledOnce();
  },
};

export const CsvImported: Story = {
  args: { csv: { status: 'imported', result: { message: 'Se actualizaron 42 productos.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Se actualizaron 42 productos.')).toBeVisible();
  },
};

export const CsvRefused: Story = {
  args: { csv: { status: 'refused', result: { message: 'El archivo tiene errores: no se cambió nada.' }, errors: csvLineErrors } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('El archivo tiene errores: no se cambió nada.');
    const lines = within(canvas.getByRole('list', { name: 'Errores del archivo (3)' })).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Línea 3: El precio "12.000,5x" no es un importe.',
      'Línea 7: No hay un producto con el número 999.',
      'Línea 12: El stock debe ser un número entero entre 0 y 1.000.000.',
    ]);
  },
};
