import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QueriesScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/Queries',
  component: QueriesScreen,
  args: { whatsappNumber: '5491123456789', isGuest: true },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof QueriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Consultas');
    const whatsapp = canvas.getByRole('link', { name: 'Consultar por WhatsApp (se abre en una pestaña nueva)' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/5491123456789?text=Hola%2C%20tengo%20una%20consulta%20sobre%20la%20tienda%20online.',
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    // Guests are offered both ways in.
    await expect(canvas.getByRole('region', { name: '¿Tienes cuenta?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
  },
};

export const SignedIn: Story = {
  args: { isGuest: false, whatsappNumber: '+54 9 11 2345-6789' },
  play: async ({ canvas }) => {
    // A number written with separators still makes a valid wa.me address.
    await expect(canvas.getByRole('link', { name: /Consultar por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5491123456789\?text=/),
    );
    await expect(canvas.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  },
};
