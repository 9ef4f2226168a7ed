import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AddressForm } from '@tienda/ui';
import { provinces, savedAddresses } from './fixtures/profile';

const meta = {
  title: 'Piezas/AddressForm',
  component: AddressForm,
  args: { provinces, onSubmit: fn(), onCancel: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Primero elige la provincia');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar dirección' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Guardar dirección' }).closest('form')).toHaveAccessibleDescription(
      'Completa todos los datos de la dirección: calle, número (distinto de 0), código postal, ciudad y provincia.',
    );
    // Typing again clears the message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Calle' }), 'S');
    await expect(canvas.queryByText(/Completa todos los datos/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: { initialValue: savedAddresses[1], submitLabel: 'Guardar cambios' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveValue('850');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ciudad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rafaela' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      street: 'Bv. Oroño',
      number: '850',
      zipCode: '2000',
      city: 'Rafaela',
      province: 'Santa Fe',
    });
  },
};

export const Saving: Story = {
  args: { initialValue: savedAddresses[0], submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { initialValue: savedAddresses[0], error: 'Error al crear dirección' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error al crear dirección')).toBeVisible();
  },
};
