import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WithdrawalConfirmScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/WithdrawalConfirm',
  component: WithdrawalConfirmScreen,
  args: { confirmation: { status: 'confirming' } },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof WithdrawalConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link just opened: the request is on its way. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Botón de arrepentimiento');
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando tu solicitud...');
  },
};

/** Confirmed: the request's code, to keep. */
export const Confirmed: Story = {
  args: { confirmation: { status: 'confirmed', code: 'ARR-7QKM4XPZ' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeVisible();
    await expect(canvas.getByText(/Tu código de arrepentimiento es/)).toHaveTextContent('Tu código de arrepentimiento es ARR-7QKM4XPZ');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A link expired or altered: the server's words, and the way back to the form. */
export const LinkNotValid: Story = {
  args: {
    confirmation: {
      status: 'error',
      message: 'Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de arrepentimiento para recibir uno nuevo.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este enlace venció o no es válido.');
    await expect(canvas.getByRole('link', { name: 'Volver al formulario del Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
  },
};
