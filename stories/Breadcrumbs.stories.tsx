import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '@tienda/ui';

const meta = {
  title: 'Piezas/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { snapshot: { widths: [390, 1280] } },
  args: {
    items: [
      { label: 'Celulares', href: '/explore?categoria=1' },
      { label: 'Samsung', href: '/explore?marca=1' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 4 }}><Story /></div>],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryAndBrand: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ruta de navegación' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Celulares', 'Samsung']);
    await expect(links[0]).toHaveAttribute('href', '/explore?categoria=1');
    await expect(links[1]).toHaveAttribute('href', '/explore?marca=1');
    // An ordered list, so screen readers say "1 of 2".
    await expect(within(nav).getByRole('list').tagName).toBe('OL');
  },
};

export const WithCurrentPage: Story = {
  args: {
    items: [
      { label: 'Hogar', href: '/explore?categoria=6' },
      { label: 'Xiaomi', href: '/explore?marca=3' },
      { label: 'Aspiradora robot Xiaomi Robot Vacuum E10 con mapeo inteligente, control por aplicación y base de carga automática' },
    ],
  },
  play: async ({ canvas }) => {
    const current = canvas.getByText(/^Aspiradora robot/);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
