import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NetOfTaxes } from '@tienda/ui';

const meta = {
  title: 'Piezas/NetOfTaxes',
  component: NetOfTaxes,
  args: { amount: 307_691.4 },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof NetOfTaxes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small print beside a price, in a tone that keeps AA contrast (axe checks it). */
export const BesideAPrice: Story = {
  play: async ({ canvas }) => {
    const legend = canvas.getByText('Precio sin impuestos nacionales: $ 307.691,40');
    await expect(legend).toBeVisible();
    await expect(legend).toHaveAttribute('data-net-price');
    await expect(getComputedStyle(legend).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** On the product page, one step larger. */
export const Small: Story = {
  args: { size: 'small', amount: 1_020_304.04 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 1.020.304,04')).toBeVisible();
  },
};
