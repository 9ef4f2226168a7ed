import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/Privacy',
  component: PrivacyScreen,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Políticas de privacidad');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeVisible();
    // The notice Ley 25.326 asks for, with the six-month access right.
    await expect(canvas.getByText(/a intervalos no inferiores a 6 meses/)).toBeVisible();
    await expect(canvas.getByText(/Agencia de Acceso a la Información Pública/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Consultas' })).toHaveAttribute('href', '/queries');
  },
};
