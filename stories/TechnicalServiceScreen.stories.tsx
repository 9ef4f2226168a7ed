import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TechnicalServiceScreen } from '@tienda/ui';
import { brandSupport } from './fixtures/brandSupport';

const meta = {
  title: 'Pantallas/TechnicalService',
  component: TechnicalServiceScreen,
  args: { brands: brandSupport },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof TechnicalServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixBrands: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Servicio técnico');
    const brands = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(brands).toEqual(['Samsung', 'Motorola', 'Xiaomi', 'JBL', 'Philips', 'Sony']);

    const samsung = within(canvas.getByRole('heading', { level: 3, name: 'Samsung' }).closest('li')!);
    // The number dials: digits only in the tel: address.
    await expect(samsung.getByRole('link', { name: '0800-555-0101' })).toHaveAttribute('href', 'tel:08005550101');
    await expect(samsung.getByText('Lunes a viernes de 8 a 20 h y sábados de 9 a 13 h')).toBeVisible();
    const site = samsung.getByRole('link', { name: 'Sitio de soporte de Samsung (se abre en una pestaña nueva)' });
    await expect(site).toHaveAttribute('href', 'https://www.samsung.com/ar/support/');
    await expect(site).toHaveAttribute('target', '_blank');
    // Damage on arrival is a claim to the shop, not to the brand.
    await expect(canvas.getByText(/dentro de las 48 horas de recibirlo/)).toBeVisible();
  },
};
