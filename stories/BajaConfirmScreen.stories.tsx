import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BajaConfirmScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/BajaConfirm',
  component: BajaConfirmScreen,
  args: { confirmation: { status: 'confirming' } },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof BajaConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Botón de baja');
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando tu solicitud...');
  },
};

export const OrderCancelled: Story = {
  args: {
    confirmation: {
      status: 'confirmed',
      code: 'BAJ-7QKM4XPZ',
      outcome: 'order_cancelled',
      message: 'Cancelamos tu compra N° 10482. Como todavía no estaba pagada, no tienes nada que pagar.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tu baja está confirmada' })).toBeVisible();
    await expect(canvas.getByText(/Cancelamos tu compra N° 10482/)).toBeVisible();
    await expect(canvas.getByText(/Código de tu solicitud/)).toHaveTextContent('BAJ-7QKM4XPZ');
  },
};

/** A shipped order: nothing changed, and where to go instead. */
export const AlreadyShipped: Story = {
  args: {
    confirmation: {
      status: 'confirmed',
      code: 'BAJ-4TW8HN2R',
      outcome: 'already_shipped',
      message:
        'Tu compra ya fue enviada (N° 10482), así que la baja no puede cancelarla. Cuando la recibas, puedes usar el Botón de arrepentimiento: tienes 10 días corridos desde que la recibes, sin costo.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tu solicitud no cambió nada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
  },
};

export const AccountDeleted: Story = {
  args: {
    confirmation: {
      status: 'confirmed',
      code: 'BAJ-9PZQ3MKT',
      outcome: 'account_deleted',
      message: 'Eliminamos tu cuenta y cerramos todas sus sesiones. Tus compras quedan registradas, como pide la ley, con los datos con que se hicieron.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tu baja está confirmada' })).toBeVisible();
    await expect(canvas.getByText(/Eliminamos tu cuenta/)).toBeVisible();
  },
};

export const LinkExpired: Story = {
  args: { confirmation: { status: 'error', message: 'Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de baja para recibir uno nuevo.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este enlace venció o no es válido.');
    await expect(canvas.getByRole('link', { name: 'Volver al formulario del Botón de baja' })).toHaveAttribute('href', '/baja');
  },
};
