import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TermsScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/Terms',
  component: TermsScreen,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Términos y condiciones');
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual(
      expect.arrayContaining(['Medios de pago', 'Envíos a domicilio', 'Retiro en sucursal', 'Cambios y devoluciones', 'Derecho de arrepentimiento']),
    );
    // The policies of spec §9, each said where a shopper looks for it.
    await expect(canvas.getByText(/de lunes a sábado, de 8 a 20 h/)).toBeVisible();
    await expect(canvas.getByText(/tienes 15 días corridos/)).toBeVisible();
    await expect(canvas.getByText(/dentro de los 10 días de haberlo recibido/)).toBeVisible();
    await expect(canvas.getByText(/dentro de las 48 horas de recibido/)).toBeVisible();
    await expect(canvas.getByText(/Tienes 10 días corridos desde que recibiste el producto/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
    await expect(canvas.getByRole('link', { name: 'Políticas de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
  },
};
