import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FilterBar, NO_FILTERS } from '@tienda/ui';
import { brands, categories } from './fixtures/catalog';
import { countedBrands, countedCategories } from './fixtures/facets';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/FilterBar',
  component: FilterBar,
  args: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
  // Controlled, as Explore keeps its filters in the URL: the story plays the storefront.
  render: controlled(FilterBar, 'filters', { onChange: (filters) => filters, onClear: () => NO_FILTERS }),
  // An open dropdown hangs below the bar: the picture is the page, tall enough for it.
  parameters: { snapshot: { page: true, height: 560 } },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  parameters: { snapshot: { page: false } },
  play: async ({ canvas }) => {
    for (const name of ['Categorías', 'Precio', 'Marcas']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    // No filter on, nothing to remove.
    await expect(canvas.queryByRole('button', { name: 'Eliminar filtros' })).not.toBeInTheDocument();
  },
};

export const ToggleCategories: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Categorías' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const group = canvas.getByRole('group', { name: 'Categorías' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(categories.length);

    await userEvent.click(within(group).getByRole('checkbox', { name: 'Parlantes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, categoryIds: [3] });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Auriculares' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, categoryIds: [3, 4] });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Parlantes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, categoryIds: [4] });

    // The button counts what is on, and 'Eliminar filtros' appears.
    await expect(canvas.getByRole('button', { name: 'Categorías 1 filtro activo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar filtros' })).toBeVisible();
  },
};

export const SortIsOneOrNone: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Precio' }));
    const expensive = canvas.getByRole('button', { name: 'Los más caros' });
    const cheap = canvas.getByRole('button', { name: 'Los más baratos' });
    await expect(expensive).toHaveAttribute('aria-pressed', 'false');
    await expect(cheap).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(expensive);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, sort: 'desc' });
    await expect(expensive).toHaveAttribute('aria-pressed', 'true');

    // The other one takes over: never both.
    await userEvent.click(cheap);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, sort: 'asc' });
    await expect(cheap).toHaveAttribute('aria-pressed', 'true');
    await expect(expensive).toHaveAttribute('aria-pressed', 'false');

    // Pressed again, it lets go: no sort.
    await userEvent.click(cheap);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, sort: undefined });
    await expect(cheap).toHaveAttribute('aria-pressed', 'false');

    // Leave 'Los más caros' on for the picture.
    await userEvent.click(expensive);
  },
};

export const PriceRangeCommits: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Precio' }));
    const min = canvas.getByRole('slider', { name: 'Precio mínimo' });
    min.focus();
    await userEvent.keyboard('{PageUp}');
    // One key press is one finished move: the filter changes once, with the new floor.
    const minPrice = Number(min.getAttribute('aria-valuenow'));
    await expect(minPrice).toBeGreaterThan(NO_FILTERS.minPrice);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ ...NO_FILTERS, minPrice });
    await expect(canvas.getByRole('button', { name: 'Precio 1 filtro activo' })).toBeVisible();
  },
};

export const SearchBrands: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas' }));
    const search = canvas.getByRole('searchbox', { name: 'Buscar marca' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar marca...');

    await userEvent.type(search, 'XIAO');
    const group = canvas.getByRole('group', { name: 'Marcas' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Xiaomi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, brandIds: [3] });

    // Nothing matches: said in words (and announced).
    await userEvent.clear(search);
    await userEvent.type(search, 'Zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Marca no encontrada');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();

    // The brand chosen before the search stays chosen.
    await userEvent.clear(search);
    await expect(canvas.getByRole('checkbox', { name: 'Xiaomi' })).toBeChecked();
    await expect(canvas.getByRole('status').textContent).toBe('');
    await userEvent.type(search, 'Zzz');
  },
};

export const ClearFilters: Story = {
  args: { filters: { categoryIds: [1, 2], brandIds: [1], minPrice: 100_000, maxPrice: 900_000, sort: 'asc' } },
  parameters: { snapshot: { page: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Categorías 2 filtros activos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Precio 2 filtros activos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcas 1 filtro activo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar filtros' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Eliminar filtros' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Categorías' })).toBeVisible();
  },
};

export const WithActiveFilters: Story = {
  args: { filters: { categoryIds: [1, 2], brandIds: [1], minPrice: 100_000, maxPrice: 900_000, sort: 'asc' } },
  parameters: { snapshot: { page: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Eliminar filtros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Categorías/ })).toHaveAccessibleName('Categorías 2 filtros activos');
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Categorías' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // Into the panel, a box ticked with Space, then Escape: closed, focus back on the button.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Celulares' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Celulares' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: /^Categorías/ })).toHaveFocus();

    // Open again, and Tab past the last box: leaving the panel closes it.
    await userEvent.keyboard('{Enter}');
    for (let step = 0; step < categories.length; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Hogar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Precio' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /^Categorías/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickElsewhereCloses: Story = {
  parameters: { snapshot: { page: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas' }));
    await expect(canvas.getByRole('searchbox', { name: 'Buscar marca' })).toBeVisible();
    // A click on the panel's own text keeps it open; one outside closes it.
    await userEvent.click(canvas.getByText('Samsung'));
    await expect(canvas.getByRole('button', { name: /^Marcas/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Precio' }));
    await expect(canvas.getByRole('button', { name: /^Marcas/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Precio' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    await expect(canvas.getByRole('button', { name: 'Precio' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongBrandListScrolls: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas' }));
    // Ten brands do not fit: the list scrolls under the search box, which stays in place.
    const list = within(canvas.getByRole('group', { name: 'Marcas' })).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // The last one, reached by keyboard, scrolls into view.
    const last = canvas.getByRole('checkbox', { name: 'Peabody' });
    last.focus();
    await userEvent.keyboard(' ');
    await expect(last).toBeChecked();
    await expect(list.scrollTop).toBeGreaterThan(0);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar marca' })).toBeVisible();
  },
};

/** The open dropdown's panel, found from its button. */
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

/** The panel keeps its size whether the counts are in or not: nothing jumps when they arrive. */
const expectSteadyPanel = async (trigger: HTMLElement, rows: number) => {
  const panel = panelOf(trigger);
  await expect(panel.getBoundingClientRect().width).toBe(280);
  for (const row of within(panel).getAllByRole('listitem')) await expect(row.getBoundingClientRect().height).toBe(44);
  await expect(within(panel).getAllByRole('listitem')).toHaveLength(rows);
};

export const WithCounts: Story = {
  args: { categories: countedCategories, brands: countedBrands },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Categorías' });
    await userEvent.click(trigger);
    const group = canvas.getByRole('group', { name: 'Categorías' });
    // On screen as the shops show it; to a screen reader with the word, not 'Celulares 41'.
    await expect(within(group).getByText('Celulares (41)')).toBeVisible();
    await expect(within(group).getByText('Auriculares (23)')).toBeVisible();
    const phones = within(group).getByRole('checkbox', { name: 'Celulares, 41 productos' });
    await expect(phones).toBeEnabled();
    // Cocina has no products here: still listed, with its '(0)', and it cannot be ticked.
    await expect(within(group).getByText('Cocina (0)')).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: 'Cocina, 0 productos' })).toBeDisabled();
    await expectSteadyPanel(trigger, categories.length);

    await userEvent.click(phones);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, categoryIds: [1] });
  },
};

export const ZeroCountsDisabled: Story = {
  // Under the other filters neither Parlantes nor Cocina has products, and Cocina is on.
  args: {
    filters: { ...NO_FILTERS, categoryIds: [5] },
    categories: countedCategories.map((category) => (category.name === 'Parlantes' ? { ...category, count: 0 } : category)),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categorías 1 filtro activo' }));
    const group = canvas.getByRole('group', { name: 'Categorías' });
    await expect(within(group).getByRole('checkbox', { name: 'Parlantes, 0 productos' })).toBeDisabled();
    // Chosen, it stays enabled so it can be unticked.
    const kitchen = within(group).getByRole('checkbox', { name: 'Cocina, 0 productos' });
    await expect(kitchen).toBeChecked();
    await expect(kitchen).toBeEnabled();

    // The keyboard skips what cannot be chosen, and reaches what can be unticked.
    for (const name of ['Celulares, 41 productos', 'Smartwatches, 12 productos', 'Auriculares, 23 productos', 'Cocina, 0 productos', 'Hogar, 18 productos']) {
      await userEvent.tab();
      await expect(within(group).getByRole('checkbox', { name })).toHaveFocus();
    }
  },
};

export const UntickingKeepsFocus: Story = {
  // Liliana is chosen and has no products under the other filters; Apple has none either.
  args: { filters: { ...NO_FILTERS, brandIds: [9] }, categories: countedCategories, brands: countedBrands },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas 1 filtro activo' }));
    const group = canvas.getByRole('group', { name: 'Marcas' });
    await expect(within(group).getByRole('checkbox', { name: 'Apple, 0 productos' })).toBeDisabled();
    const liliana = within(group).getByRole('checkbox', { name: 'Liliana, 0 productos' });
    await expect(liliana).toBeChecked();

    // From the search box down the list, Apple skipped, to Liliana.
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar marca' }));
    const reached = ['Samsung, 23 productos', 'Motorola, 14 productos', 'Xiaomi, 11 productos', 'JBL, 19 productos'];
    for (const name of [...reached, 'Sony, 9 productos', 'Philips, 12 productos', 'Atma, 8 productos', 'Liliana, 0 productos']) {
      await userEvent.tab();
      await expect(within(group).getByRole('checkbox', { name })).toHaveFocus();
    }

    // Unticked, it keeps the focus (and stays enabled, to be ticked back) until the focus moves on.
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, brandIds: [] });
    await expect(liliana).not.toBeChecked();
    await expect(liliana).toHaveFocus();
    await expect(liliana).toBeEnabled();
    await userEvent.tab();
    await expect(within(group).getByRole('checkbox', { name: 'Peabody, 7 productos' })).toHaveFocus();
    await expect(liliana).toBeDisabled();
  },
};

export const CountsLoading: Story = {
  // The counts are on their way: the names alone, every value available, the same panel.
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Categorías' });
    await userEvent.click(trigger);
    const group = canvas.getByRole('group', { name: 'Categorías' });
    await expect(within(group).getByRole('checkbox', { name: 'Celulares' })).toBeEnabled();
    await expect(within(group).getByRole('checkbox', { name: 'Cocina' })).toBeEnabled();
    await expect(within(group).queryByText(/\(\d/)).not.toBeInTheDocument();
    await expectSteadyPanel(trigger, categories.length);
  },
};
