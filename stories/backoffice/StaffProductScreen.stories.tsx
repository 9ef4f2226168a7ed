import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffProductScreen } from '@tienda/ui';
import { controlled } from '../fixtures/controlled';
import { staffScreen } from '../fixtures/staffLayout';
import { pictureFile, staffBrands, staffCategories, staffImageUrl, staffPhone } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffProductScreen',
  component: StaffProductScreen,
  ...staffScreen({ title: 'Editar producto', current: 'products' }),
  args: {
    product: staffPhone,
    categories: staffCategories,
    brands: staffBrands,
    images: staffPhone.images,
    onImagesChange: fn(),
    imageUrl: staffImageUrl,
    onUpload: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    shopHref: '/product/101',
  },
  render: controlled(StaffProductScreen, 'images', { onImagesChange: (images) => images }),
} satisfies Meta<typeof StaffProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Celular Samsung Galaxy A15 128 GB Negro');
    await expect(canvas.getByRole('link', { name: /Ver en la tienda/ })).toHaveAttribute('href', '/product/101');
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '8');
    const price = canvas.getByRole('textbox', { name: 'Precio de contado' });
    await userEvent.clear(price);
    await userEvent.type(price, '329.999,50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Destacado en el inicio' }));
    // The second picture becomes the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Mover la imagen 2 a la izquierda' }));
    await expect(args.onImagesChange).toHaveBeenLastCalledWith(['galaxy-a15-dorso.svg', 'galaxy-a15.svg', 'galaxy-a15-canto.svg']);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Celular Samsung Galaxy A15 128 GB Negro',
      description: staffPhone.description,
      price: 399_999,
      finalPrice: 329_999.5,
      installmentCost: 66_666.5,
      stock: 8,
      categoryId: 1,
      brandId: 1,
      highlighted: false,
      active: true,
      images: ['galaxy-a15-dorso.svg', 'galaxy-a15.svg', 'galaxy-a15-canto.svg'],
      ivaRate: 10.5,
      internalTaxRate: 0,
    });
  },
};

export const DescriptionPreview: Story = {
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: 'Descripción (HTML)' });
    await userEvent.clear(description);
    await userEvent.type(description, '<h3>Batería</h3><p>Dura <strong>dos días</strong>.</p><script>alert(1)</script>');
    const preview = within(canvas.getByRole('region', { name: 'Vista previa, como la ve la tienda' }));
    await expect(preview.getByRole('heading', { name: 'Batería' })).toBeVisible();
    await expect(preview.getByText('dos días')).toBeVisible();
    // What the shop would not show is not previewed either.
    await expect(canvas.getByRole('region', { name: 'Vista previa, como la ve la tienda' }).querySelector('script')).toBeNull();
  },
};

export const Create: Story = {
  args: { product: undefined, images: [], shopHref: undefined },
  parameters: { staffLayout: { title: 'Nuevo producto', current: 'products' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: /Ver en la tienda/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Licuadora Atma 600 W');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Precio' }), '89994');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Precio de contado' }), '74999');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor de cada cuota' }), '14999');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Cocina' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Marca' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Atma' }));
    await userEvent.upload(canvas.getByLabelText('Agregar imágenes'), pictureFile('licuadora.png'));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Licuadora Atma 600 W', price: 89_994, finalPrice: 74_999, installmentCost: 14_999, stock: 0, categoryId: 5, brandId: 8, active: true, images: [], ivaRate: 21, internalTaxRate: 0 }),
    );
  },
};

export const MissingFields: Story = {
  args: { product: undefined, images: [], shopHref: undefined },
  parameters: { staffLayout: { title: 'Nuevo producto', current: 'products' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    // The first field to fix takes the focus, and says why.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Indica el nombre del producto.');
    await expect(canvas.getByRole('textbox', { name: 'Precio' })).toHaveAccessibleDescription('El total de las cuotas. Indica el precio.');
    await expect(canvas.getByRole('combobox', { name: 'Categoría' })).toHaveAccessibleDescription('Elige la categoría.');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    errors: { name: 'Ya hay un producto con ese nombre.', stock: 'El stock debe ser un número entero entre 0 y 1.000.000.' },
    failure: 'Revisa los campos marcados.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const errorId = name.getAttribute('aria-describedby')!;
    await expect(document.getElementById(errorId)).toHaveTextContent('Ya hay un producto con ese nombre.');
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveAccessibleDescription('El stock debe ser un número entero entre 0 y 1.000.000.');
  },
};

export const Saved: Story = {
  args: { notice: 'Producto guardado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Producto guardado.')).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { uploadError: 'La imagen no pudo subirse. Intenta de nuevo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Agregar imágenes')).toHaveAccessibleDescription(expect.stringContaining('La imagen no pudo subirse.'));
  },
};

export const Loading: Story = {
  args: { product: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el producto...');
  },
};

export const LoadError: Story = {
  args: { product: undefined, loadError: 'El producto no existe.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('El producto no existe.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LiveRates: Story = {
  play: async ({ canvas }) => {
    const rates = within(canvas.getByRole('region', { name: 'Costo de las 6 cuotas fijas' }));
    const spaced = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
    // The phone as saved: 6 × $ 66.666,50 against $ 339.999 cash.
    await expect(spaced(rates.getByText(/^CFTEA/))).toBe('CFTEA 77,95% · TEA 77,95% · TNA 59,02%');
    await expect(spaced(rates.getByText(/^Total financiado/))).toBe('Total financiado $ 399.999,00: $ 60.000,00 más que el contado.');
    // A dearer instalment and its total: the rates follow every keystroke.
    const installment = canvas.getByRole('textbox', { name: 'Valor de cada cuota' });
    const price = canvas.getByRole('textbox', { name: 'Precio' });
    await userEvent.clear(installment);
    await userEvent.type(installment, '70000');
    await userEvent.clear(price);
    await userEvent.type(price, '420000');
    await expect(spaced(rates.getByText(/^CFTEA/))).toBe('CFTEA 112,55% · TEA 112,55% · TNA 77,79%');
    // Instalments below the cash price: said before saving, as the server would refuse it.
    const cash = canvas.getByRole('textbox', { name: 'Precio de contado' });
    await userEvent.clear(cash);
    await userEvent.type(cash, '450000');
    await expect(rates.getByText(/menos que el precio de contado/)).toBeVisible();
    await expect(rates.queryByText(/^CFTEA/)).not.toBeInTheDocument();
  },
};

/**
 * The national taxes the price contains: IVA 21 % or 10,5 % and the internal taxes' nominal rate, with
 * the price without national taxes the shop will show, following every change.
 */
export const NationalTaxes: Story = {
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
  play: async ({ canvas, args }) => {
    const shown = (figure: string) => canvas.getByText(`La tienda muestra: Precio sin impuestos nacionales: ${figure}`);
    // The phone as saved: made in Tierra del Fuego, 10,5 % IVA, no internal taxes.
    await expect(canvas.getByRole('combobox', { name: 'IVA' })).toHaveTextContent('10,5 %');
    await expect(shown('$ 307.691,40')).toBeVisible();
    const internal = canvas.getByRole('textbox', { name: 'Impuestos internos (%)' });
    await userEvent.clear(internal);
    await userEvent.type(internal, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(internal).toHaveAccessibleDescription('Tasa nominal; 0 si no corresponde. Los impuestos internos deben ser un porcentaje entre 0 y 100.');
    await userEvent.clear(internal);
    await userEvent.type(internal, '9,5');
    // 339.999 / 1,105 × (1 − 9,5 %), worked out with Python's decimal.
    await expect(shown('$ 278.460,72')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'IVA' }));
    await userEvent.click(within(document.body).getByRole('option', { name: '21 %' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ivaRate: 21, internalTaxRate: 9.5 }));
  },
};
