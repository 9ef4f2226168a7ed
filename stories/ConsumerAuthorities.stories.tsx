import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsumerAuthorities } from '@tienda/ui';

const meta = {
  title: 'Piezas/ConsumerAuthorities',
  component: ConsumerAuthorities,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ConsumerAuthorities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The national authority and the City of Buenos Aires' one (Ley 2.244), with phone and site. */
export const NationalAndCity: Story = {
  play: async ({ canvas }) => {
    const [national, city] = canvas.getAllByRole('listitem');
    await expect(national).toHaveTextContent('Dirección Nacional de Defensa del Consumidor');
    await expect(national).toHaveTextContent('0800-666-1518');
    await expect(within(national!).getByRole('link')).toHaveAttribute('href', 'https://www.argentina.gob.ar/produccion/defensadelconsumidor');
    await expect(city).toHaveTextContent('147');
    await expect(within(city!).getByRole('link')).toHaveAttribute('href', 'https://buenosaires.gob.ar/defensaconsumidor');
  },
};
