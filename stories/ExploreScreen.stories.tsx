import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExploreScreen, NO_FILTERS, type ExploreScreenProps, type ProductFilters } from '@tienda/ui';
import { brands, cardActions, categories, pageOfProducts } from './fixtures/catalog';
import { phone, smartwatch } from './fixtures/products';
import { cappedTotal, countedBrands, countedCategories, countedTotal, manyCategories } from './fixtures/facets';
import { explorePage } from './fixtures/router';

/** The storefront's part: the filters and the page, kept here as it would keep them in the URL. */
function WithState(args: ExploreScreenProps) {
  const [filters, setFilters] = useState<ProductFilters>(args.filterControls.filters);
  const [page, setPage] = useState(args.page);
  const change = (next: ProductFilters) => {
    setFilters(next);
    setPage(1);
    args.filterControls.onChange(next);
  };
  return (
    <ExploreScreen
      {...args}
      filterControls={{
        ...args.filterControls,
        filters,
        onChange: change,
        onClear: () => {
          change(NO_FILTERS);
          args.filterControls.onClear();
        },
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Explore',
  component: ExploreScreen,
  args: {
    filterControls: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
    status: 'ready',
    products: pageOfProducts,
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    cards: cardActions(),
    onRetry: fn(),
  },
  render: (args) => <WithState {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.innerWidth >= 1024;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Explora nuestros productos');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(within(canvas.getByRole('list', { name: 'Productos' })).getAllByRole('article')).toHaveLength(pageOfProducts.length);
    // Filters: the bar on desktop, one button on phones.
    if (isDesktop()) await expect(canvas.getByRole('button', { name: 'Categorías' })).toBeVisible();
    else await expect(canvas.getByRole('button', { name: 'Filtros' })).toBeVisible();

    // Cards act through the storefront's bindings.
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${smartwatch.name}` }));
    await expect(args.cards.onAddToCart).toHaveBeenLastCalledWith(smartwatch);
    await expect(canvas.getByRole('button', { name: `Quitar del carrito: ${phone.name}` })).toBeVisible();

    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Página 2 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 3, products: pageOfProducts.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 3 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  },
};

export const LastPageAsLinks: Story = {
  args: { ...LastPage.args, pageHref: explorePage },
  play: async ({ canvas }) => {
    // The storefront's addresses: the arrow that leads somewhere is a link a crawler follows.
    await expect(canvas.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/explore?page=2');
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    // Drawn exactly as LastPage, where both arrows are buttons (the same picture).
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1, products: pageOfProducts.slice(0, 4) },
  play: async ({ canvas }) => {
    // One page only: no pagination to show.
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando productos...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Explora nuestros productos');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    filterControls: { ...meta.args.filterControls, filters: { ...NO_FILTERS, categoryIds: [5], brandIds: [4] } },
    products: [],
    totalPages: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ups, no encontramos productos que coincidan con tu búsqueda.');
    await expect(canvas.getByText('Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    // The filters that left nothing are in sight (the button counts them on phones).
    if (isDesktop()) await expect(canvas.getByRole('button', { name: 'Eliminar filtros' })).toBeVisible();
    else await expect(canvas.getByRole('button', { name: 'Filtros 2 activos' })).toBeVisible();
  },
};

export const EmptyThenClearOnPhone: Story = {
  args: Empty.args,
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, args }) => {
    // The way out: remove the filters from the modal.
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros 2 activos' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar filtros' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.filterControls.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveFocus();
  },
};

export const Failure: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar los productos.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilterResetsPage: Story = {
  args: { page: 2 },
  parameters: { snapshot: { widths: [1280], page: true, height: 900 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Página 2 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Categorías' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Celulares' }));
    await expect(args.filterControls.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, categoryIds: [1] });
    // Any filter change goes back to page 1 (spec §4 Explore; the storefront's rule, played here).
    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar filtros' })).toBeVisible();
  },
};

export const FilterBarInTheShell: Story = {
  args: { showFilterBar: false },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    // The shell shows the bar above the page: no second one here.
    await expect(canvas.queryByRole('group', { name: 'Filtros' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Categorías' })).not.toBeInTheDocument();
  },
};

export const MobileFilters: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390], page: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Categorías' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await expect(within(dialog).getByRole('group', { name: 'Tecnología y dispositivos' })).toBeVisible();
  },
};

/** The line that says how many were found: a polite live region, so a change of filters is announced. */
const resultCountLine = (canvas: ReturnType<typeof within>, text: string) => {
  const line = canvas.getByText(text);
  return expect(line).toHaveAttribute('aria-live', 'polite');
};

export const WithCounts: Story = {
  args: {
    filterControls: { ...meta.args.filterControls, categories: countedCategories, brands: countedBrands },
    resultCount: countedTotal,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('103 productos')).toBeVisible();
    await resultCountLine(canvas, '103 productos');
    // The spec's pages stay as they are.
    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
  },
};

export const CountsInTheBar: Story = {
  args: WithCounts.args,
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('103 productos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Categorías' }));
    await expect(canvas.getByText('Celulares (41)')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Cocina, 0 productos' })).toBeDisabled();
  },
};

export const OneProduct: Story = {
  args: { totalPages: 1, products: pageOfProducts.slice(0, 1), resultCount: { total: 1, capped: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 producto')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const CappedTotal: Story = {
  args: {
    filterControls: { ...meta.args.filterControls, categories: manyCategories },
    resultCount: cappedTotal,
  },
  play: async ({ canvas }) => {
    // Past the server's cap it stops counting, and says so; figures grouped as in Argentina.
    await expect(canvas.getByText('Más de 1.000 productos')).toBeVisible();
    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
  },
};

export const CappedTotalInTheBar: Story = {
  args: CappedTotal.args,
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categorías' }));
    await expect(canvas.getByText('Celulares (1.234)')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Celulares, 1.234 productos' })).toBeEnabled();
  },
};

export const LoadingShowsNoCount: Story = {
  args: { ...Loading.args, resultCount: countedTotal },
  play: async ({ canvas }) => {
    // A count of the results before is not shown over the spinner: drawn exactly as Loading.
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando productos...');
    await expect(canvas.queryByText('103 productos')).not.toBeInTheDocument();
  },
};
