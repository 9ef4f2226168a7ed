import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RepentanceForm } from '@tienda/ui';

const meta = {
  title: 'Piezas/RepentanceForm',
  component: RepentanceForm,
  args: { onSubmit: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof RepentanceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesAnEmptyForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Introduce un nombre.')).toBeVisible();
    await expect(canvas.getByText('Introduce un correo electrónico.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendsTheRequest: Story = {
  args: { initialValues: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /pedido/i }), '1042');
    await userEvent.type(canvas.getByRole('textbox', { name: /mensaje/i }), 'Me arrepentí de la compra.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Lucía Gómez', email: 'lucia@ejemplo.com', orderNumber: '1042', message: 'Me arrepentí de la compra.' }),
    );
  },
};

export const SendsWithoutAMessage: Story = {
  args: { initialValues: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789', orderNumber: '1042' } },
  play: async ({ canvas, args }) => {
    // Withdrawing needs no reason: the message may stay empty.
    await expect(canvas.getByText('Todos los campos son obligatorios, salvo el mensaje.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: '1042', message: '' }));
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviando/ })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  args: { error: 'No encontramos un pedido con ese número.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No encontramos un pedido con ese número.')).toBeVisible();
  },
};
