import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SellerIdentity } from '@tienda/ui';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Piezas/SellerIdentity',
  component: SellerIdentity,
  args: { seller },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof SellerIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who sells, as the terms and privacy pages name it: from the server's settings, one fact a line. */
export const ForATextPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tienda de Crédito Demo S.A.')).toBeVisible();
    await expect(canvas.getByText('30-99999999-5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: seller.phone })).toHaveAttribute('href', 'tel:08003456789');
    await expect(canvas.getByRole('link', { name: seller.email })).toHaveAttribute('href', `mailto:${seller.email}`);
    await expect(canvas.queryByText(/Ingresos Brutos/)).not.toBeInTheDocument();
  },
};

/** The legal page's full card: the tax registration too. */
export const WithTaxData: Story = {
  args: { withTaxData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(seller.ivaCondition)).toBeVisible();
    await expect(canvas.getByText(seller.iibb)).toBeVisible();
    await expect(canvas.getByText(String(seller.activitiesSince))).toBeVisible();
  },
};
