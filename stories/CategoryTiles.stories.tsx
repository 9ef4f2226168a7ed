import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryTiles } from '@tienda/ui';
import { categoryHref } from './fixtures/shell';

const meta = {
  title: 'Piezas/CategoryTiles',
  component: CategoryTiles,
  args: { categoryHref },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The six categories of the spec, by their fixed ids, each to explore filtered by it.
    const tiles = canvas.getAllByRole('link');
    await expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Celulares', '/explore?categoria=1'],
      ['Smartwatches', '/explore?categoria=2'],
      ['Parlantes', '/explore?categoria=3'],
      ['Auriculares', '/explore?categoria=4'],
      ['Cocina', '/explore?categoria=5'],
      ['Hogar', '/explore?categoria=6'],
    ]);
    // Three a row on a phone, all six in one row on a desktop.
    const tops = tiles.map((tile) => tile.getBoundingClientRect().top);
    const perRow = tops.filter((top) => top === tops[0]).length;
    await expect(perRow).toBe(window.innerWidth >= 1024 ? 6 : 3);
    for (const tile of tiles) await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
