import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyScreen } from '@tienda/ui';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Pantallas/Privacy',
  component: PrivacyScreen,
  args: { seller },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Políticas de privacidad');
    // The controller, from the seller's settings.
    await expect(canvas.getByText(/El responsable de la base de datos es Tienda de Crédito Demo S\.A\. \(CUIT 30-99999999-5\), con domicilio en Av\. Corrientes 1234/)).toBeVisible();
    // Every third party the data goes to.
    for (const recipient of ['Mercado Pago:', 'Getnet:', 'Google:', 'Zippin:', 'El motor de crédito:', 'ARCA (ex AFIP):', 'El proveedor de correo electrónico:']) {
      await expect(canvas.getByText(recipient)).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeVisible();
    // The notice Ley 25.326 asks for, with the six-month access right.
    await expect(canvas.getByText(/a intervalos no inferiores a 6 meses/)).toBeVisible();
    await expect(canvas.getByText(/La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control/)).toBeVisible();
    // Requests go through the contact form, no WhatsApp needed.
    for (const link of canvas.getAllByRole('link', { name: 'formulario de contacto' })) await expect(link).toHaveAttribute('href', '/contacto');
  },
};
