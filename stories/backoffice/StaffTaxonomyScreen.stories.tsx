import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffTaxonomyScreen } from '@tienda/ui';
import { staffScreen } from '../fixtures/staffLayout';
import { staffBrands, staffCategories } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffTaxonomyScreen',
  component: StaffTaxonomyScreen,
  ...staffScreen({ title: 'Categorías y marcas', current: 'taxonomy' }),
  args: { categories: staffCategories, brands: staffBrands, status: 'ready', onSave: fn(), onRetry: fn(), onTabChange: fn() },
} satisfies Meta<typeof StaffTaxonomyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog (Radix renders it outside the story's root). */
const dialog = () => within(within(document.body).getByRole('dialog'));

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const categories = canvas.getByRole('table', { name: 'Categorías' });
    await expect(within(categories).getAllByRole('row')).toHaveLength(8);
    await expect(within(categories).getByRole('row', { name: /Gaming/ })).toHaveTextContent('Inactiva');
    // The tabs answer the arrows: the brands open at once.
    canvas.getByRole('tab', { name: 'Categorías' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Marcas' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('brands');
    await expect(within(canvas.getByRole('table', { name: 'Marcas' })).getAllByRole('row')).toHaveLength(11);
  },
};

export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva categoría' }));
    const form = dialog();
    await expect(within(document.body).getByRole('dialog', { name: 'Nueva categoría' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Activa' })).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: 'Nombre' }), '  Climatización ');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith('categories', null, { name: 'Climatización', status: 'activa' });
  },
};

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Gaming' }));
    const form = dialog();
    const name = form.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveValue('Gaming');
    await expect(form.getByRole('radio', { name: 'Inactiva' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Consolas y gaming');
    await userEvent.click(form.getByRole('radio', { name: 'Activa' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith('categories', 7, { name: 'Consolas y gaming', status: 'activa' });
  },
};

export const MissingName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva categoría' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    const name = dialog().getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Indica el nombre.');
  },
};

export const Refused: Story = {
  args: { errors: { name: 'Ya hay una marca con ese nombre.' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Marcas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Peabody' }));
    const name = dialog().getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Ya hay una marca con ese nombre.');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Celulares' }));
    await expect(dialog().getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: 'Categoría guardada.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Categoría guardada.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { categories: [], brands: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Categorías' })).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { categories: [], brands: [], status: 'error', loadError: 'No pudimos cargar las categorías.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { categories: [], brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay categorías.')).toBeVisible();
  },
};
