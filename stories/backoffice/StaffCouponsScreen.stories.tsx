import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffCouponsScreen } from '@tienda/ui';
import { staffScreen } from '../fixtures/staffLayout';
import { staffCoupons } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffCouponsScreen',
  component: StaffCouponsScreen,
  ...staffScreen({ title: 'Cupones', current: 'coupons' }),
  args: { coupons: staffCoupons, status: 'ready', onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof StaffCouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Cupones' }));
    const cyber = table.getByRole('row', { name: /CYBER2026/ });
    await expect(cyber).toHaveTextContent('% 15');
    await expect(cyber).toHaveTextContent('137 / 500');
    await expect(cyber).toHaveTextContent('4 de diciembre de 2026');
    const shipping = table.getByRole('row', { name: /ENVIO5000/ });
    await expect(shipping).toHaveTextContent('$ 5.000,00');
    await expect(shipping).toHaveTextContent('Sin vencimiento');
    await expect(shipping).toHaveTextContent('48 / sin límite');
  },
};

export const Create: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nuevo cupón' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Código' }), 'verano25');
    await expect(form.getByRole('textbox', { name: 'Código' })).toHaveValue('VERANO25');
    await userEvent.click(form.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Monto fijo' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Monto en pesos' }), '2500');
    await userEvent.type(form.getByLabelText('Válido hasta'), '2027-01-31');
    await userEvent.type(form.getByRole('textbox', { name: 'Límite de usos' }), '200');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, {
      code: 'VERANO25',
      discountType: 'FIXED',
      discountValue: 2500,
      validUntil: '2027-01-31',
      maxUses: 200,
      active: true,
    });
  },
};

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar CYBER2026' }));
    const form = within(canvas.getByRole('form', { name: 'Editar CYBER2026' }));
    // The keyboard lands in the form.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await expect(form.getByLabelText('Válido hasta')).toHaveValue('2026-12-04');
    await userEvent.click(form.getByRole('checkbox', { name: 'Activo: se puede usar en la tienda' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith(3, {
      code: 'CYBER2026',
      discountType: 'PERCENTAGE',
      discountValue: 15,
      validUntil: '2026-12-04',
      maxUses: 500,
      active: false,
    });
  },
};

export const PercentageOver100: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nuevo cupón' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Código' }), 'MITAD');
    await userEvent.type(form.getByRole('textbox', { name: 'Porcentaje' }), '150');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    const value = form.getByRole('textbox', { name: 'Porcentaje' });
    await waitFor(() => expect(value).toHaveFocus());
    await expect(value).toHaveAccessibleDescription('Un porcentaje no puede superar 100.');
  },
};

export const Refused: Story = {
  args: { errors: { code: 'Ya hay un cupón con ese código.' }, failure: 'Revisa los campos marcados.' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Letras y números, como lo escribe el cliente. Ya hay un cupón con ese código.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: 'Cupón guardado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cupón guardado.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay cupones.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { coupons: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Cupones' })).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { coupons: [], status: 'error', loadError: 'No pudimos cargar los cupones.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
