import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppDownloadBanner } from '@tienda/ui';
import { storeLinks } from './fixtures/shell';

const meta = {
  title: 'Piezas/AppDownloadBanner',
  component: AppDownloadBanner,
  args: storeLinks,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof AppDownloadBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '¿Ya descargaste nuestra app?' })).toBeVisible();
    await expect(canvas.getByText('Recibe préstamos, compra productos, obtén descuentos y más beneficios')).toBeVisible();
    // One button per store, each opening the store in a new tab.
    const googlePlay = canvas.getByRole('link', { name: 'Google Play (se abre en una pestaña nueva)' });
    const appStore = canvas.getByRole('link', { name: 'App Store (se abre en una pestaña nueva)' });
    await expect(googlePlay).toHaveAttribute('href', storeLinks.googlePlayHref);
    await expect(appStore).toHaveAttribute('href', storeLinks.appStoreHref);
    for (const link of [googlePlay, appStore]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
