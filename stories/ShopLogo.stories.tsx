import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopLogo } from '@tienda/ui';

// The shop's mark and name as a link: the shop's header (to Inicio) and the back office's bar.
const meta = {
  title: 'Piezas/ShopLogo',
  component: ShopLogo,
  args: { href: '/', shopName: 'Tienda' },
  decorators: [(Story) => <div style={{ padding: 8 }}><Story /></div>],
} satisfies Meta<typeof ShopLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {
  args: { 'aria-label': 'Tienda, Inicio' },
  play: async ({ canvas }) => {
    // Its name says where it goes and holds the visible name (WCAG 2.5.3).
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Tienda, Inicio' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/');
  },
};

export const BackOffice: Story = {
  args: { href: '/admin', children: ' Back office' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tienda Back office' })).toHaveAttribute('href', '/admin');
  },
};
