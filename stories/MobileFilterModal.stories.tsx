import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PRICE_RANGE } from '@tienda/domain';
import { MobileFilterModal, NO_FILTERS } from '@tienda/ui';
import { brands, categories } from './fixtures/catalog';
import { countedBrands, countedCategories } from './fixtures/facets';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/MobileFilterModal',
  component: MobileFilterModal,
  args: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
  // Controlled, as Explore keeps its filters: the story plays the storefront.
  render: controlled(MobileFilterModal, 'filters', { onChange: (filters) => filters, onClear: () => NO_FILTERS }),
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390], page: true } },
} satisfies Meta<typeof MobileFilterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFilters = async (trigger: HTMLElement) => {
  await userEvent.click(trigger);
  return screen.findByRole('dialog', { name: 'Filtros' });
};

export const GroupedCategories: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    // The spec's three groups, each with its two categories.
    const groups = within(dialog).getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    const named = (name: string) => within(dialog).getByRole('group', { name });
    await expect(groups.slice(0, 3).map((group) => group.querySelector('legend')!.textContent)).toEqual([
      'Tecnología y dispositivos',
      'Audio y sonido',
      'Electrodomésticos',
    ]);
    const names = (group: HTMLElement) => within(group).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    await expect(names(named('Tecnología y dispositivos'))).toEqual(['Celulares', 'Smartwatches']);
    await expect(names(named('Audio y sonido'))).toEqual(['Parlantes', 'Auriculares']);
    await expect(names(named('Electrodomésticos'))).toEqual(['Cocina', 'Hogar']);
    // Sort, range and brands are there too.
    await expect(within(dialog).getByRole('button', { name: 'Los más caros' })).toBeVisible();
    await expect(within(dialog).getByRole('slider', { name: 'Precio mínimo' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('searchbox', { name: 'Buscar marca' })).toBeInTheDocument();
  },
};

export const ApplyFilters: Story = {
  play: async ({ canvas, args }) => {
    let dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Parlantes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Los más baratos' }));
    within(dialog).getByRole('slider', { name: 'Precio máximo' }).focus();
    await userEvent.keyboard('{Home}');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar marca' }), 'jbl');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'JBL' }));
    // Nothing applies until 'Aplicar filtros'.
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      categoryIds: [3],
      brandIds: [5],
      minPrice: PRICE_RANGE.min,
      maxPrice: PRICE_RANGE.min + PRICE_RANGE.minGap,
      sort: 'asc',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The button counts them: a category, a brand, the range and the sort; focus is back on it.
    const trigger = canvas.getByRole('button', { name: 'Filtros 4 activos' });
    await expect(trigger).toHaveFocus();

    // Opened again, it shows the filters in force.
    dialog = await openFilters(trigger);
    await expect(within(dialog).getByRole('checkbox', { name: 'Parlantes' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Los más baratos' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CloseDropsTheDraft: Story = {
  parameters: { snapshot: { widths: [390], page: false } },
  play: async ({ canvas, args }) => {
    let dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cocina' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();

    dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Cocina' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClearFilters: Story = {
  args: { filters: { categoryIds: [1], brandIds: [1, 3], minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max, sort: 'desc' } },
  parameters: { snapshot: { widths: [390], page: false } },
  play: async ({ canvas, args }) => {
    const dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros 4 activos' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Celulares' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar filtros' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toBeVisible();
  },
};

export const WithCounts: Story = {
  args: { categories: countedCategories, brands: countedBrands },
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    // As in the desktop bar: 'Celulares (41)' on screen, 'Celulares, 41 productos' to a screen reader.
    const tech = within(dialog).getByRole('group', { name: 'Tecnología y dispositivos' });
    await expect(within(tech).getByText('Celulares (41)')).toBeVisible();
    await expect(within(tech).getByRole('checkbox', { name: 'Celulares, 41 productos' })).toBeEnabled();
    const home = within(dialog).getByRole('group', { name: 'Electrodomésticos' });
    await expect(within(home).getByText('Cocina (0)')).toBeVisible();
    await expect(within(home).getByRole('checkbox', { name: 'Cocina, 0 productos' })).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Apple, 0 productos' })).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Samsung, 23 productos' })).toBeEnabled();
  },
};

export const DraftHidesCounts: Story = {
  // Cocina is on, and has no products under the other filters.
  args: { filters: { ...NO_FILTERS, categoryIds: [5] }, categories: countedCategories, brands: countedBrands },
  play: async ({ canvas, args }) => {
    const dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros 1 activo' }));
    const kitchen = within(dialog).getByRole('checkbox', { name: 'Cocina, 0 productos' });
    await expect(kitchen).toBeChecked();
    await expect(kitchen).toBeEnabled();

    // Unticked in the draft: the counts describe the filters in force, no longer these, so they go,
    // and nothing is disabled (Apple may well have products once Cocina is off).
    await userEvent.click(kitchen);
    await expect(within(dialog).getByRole('checkbox', { name: 'Cocina' })).not.toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Cocina' })).toBeEnabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Apple' })).toBeEnabled();
    await expect(within(dialog).queryByText(/\(\d/)).not.toBeInTheDocument();

    // Back to the filters in force: the counts hold again.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cocina' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Cocina, 0 productos' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Apple, 0 productos' })).toBeDisabled();

    // Another category in the draft: names alone again, until 'Aplicar filtros'.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Parlantes, 9 productos' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Parlantes' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CountsLoading: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas.getByRole('button', { name: 'Filtros' }));
    // The counts are on their way: the names alone, every value available.
    await expect(within(dialog).getByRole('checkbox', { name: 'Celulares' })).toBeEnabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Cocina' })).toBeEnabled();
    await expect(within(dialog).queryByText(/\(\d/)).not.toBeInTheDocument();
  },
};
