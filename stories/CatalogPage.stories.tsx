import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CatalogPage, NO_FILTERS, Text } from '@tienda/ui';
import { brands, categories } from './fixtures/catalog';

const meta = {
  title: 'Pantallas/CatalogPage',
  component: CatalogPage,
  args: {
    title: 'Explora nuestros productos',
    filterControls: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
    children: <Text>Los productos van aquí.</Text>,
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layout Explore and Search share: the h1, the filters (bar on desktop, modal on phones), the results. */
export const WithFilterBar: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explora nuestros productos' })).toBeVisible();
    if (window.innerWidth >= 1024) {
      await userEvent.click(canvas.getByRole('button', { name: /Categorías/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: categories[0]!.name }));
      await expect(args.filterControls.onChange).toHaveBeenCalledWith(expect.objectContaining({ categoryIds: [categories[0]!.id] }));
    } else {
      await expect(canvas.getByRole('button', { name: /Filtros/ })).toBeVisible();
    }
  },
};

export const ShellShowsTheBar: Story = {
  args: { showFilterBar: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Filtros' })).not.toBeInTheDocument();
  },
};
