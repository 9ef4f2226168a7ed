import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaticPage, StaticPageNote } from '@tienda/ui';

const meta = {
  title: 'Piezas/StaticPage',
  component: StaticPage,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextPage: Story = {
  args: {
    title: 'Envíos y retiros',
    intro: 'Todo lo que necesitas saber para recibir tu compra.',
    children: (
      <>
        <h2>Entregas</h2>
        <p>Entregamos de lunes a sábados, de 8 a 20 h.</p>
        <ul>
          <li>Envío a domicilio a todo el país.</li>
          <li>Retiro en local dentro de los 15 días corridos.</li>
        </ul>
        <StaticPageNote>
          <p>Tienes 10 días corridos desde que recibes tu compra para arrepentirte.</p>
        </StaticPageNote>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entregas' })).toBeVisible();
    await expect(canvas.getByText(/10 días corridos/)).toBeVisible();
  },
};
