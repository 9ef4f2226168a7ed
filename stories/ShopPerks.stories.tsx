import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopPerks } from '@tienda/ui';

const meta = {
  title: 'Piezas/ShopPerks',
  component: ShopPerks,
  parameters: { snapshot: { widths: [390] } },
} satisfies Meta<typeof ShopPerks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Four promises in words; the icons only repeat them.
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ofertas todos los meses',
      'Compra desde tu hogar',
      'Envíos a todo el país',
      'Te ayudamos con tus dudas',
    ]);
    await expect(canvas.getByRole('list').querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};
