import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Product } from '@tienda/domain';
import { NO_FILTERS, SearchScreen, type ProductFilters, type SearchScreenProps } from '@tienda/ui';
import { blender, brands, cardActions, categories, galaxyA25, motoG54 } from './fixtures/catalog';
import { phone, smartwatch, speaker } from './fixtures/products';
import { cappedTotal, countedBrands, countedCategories } from './fixtures/facets';

/** Three pages of results for "samsung"-ish searches, as the search call would send them. */
const pages: readonly (readonly Product[])[] = [
  [phone, smartwatch, speaker, motoG54],
  [blender, galaxyA25],
  [{ ...smartwatch, id: 202, name: 'Smartwatch Samsung Galaxy Watch6 40 mm' }],
];

/** How long the fake next page takes to arrive: long enough to see 'Cargando...'. */
const NEXT_PAGE_DELAY_MS = 300;

/** The storefront's part on a phone: 'Ver más' appends the next page when it arrives. */
function WithPages(args: SearchScreenProps) {
  const [filters, setFilters] = useState<ProductFilters>(args.filterControls.filters);
  const [page, setPage] = useState(args.page);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <SearchScreen
      {...args}
      filterControls={{ ...args.filterControls, filters, onChange: setFilters, onClear: () => setFilters(NO_FILTERS) }}
      products={args.products.length ? pages.slice(0, page).flat() : []}
      page={page}
      loadingMore={loadingMore}
      onLoadMore={() => {
        args.onLoadMore();
        setLoadingMore(true);
        setTimeout(() => {
          setPage((current) => current + 1);
          setLoadingMore(false);
        }, NEXT_PAGE_DELAY_MS);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Search',
  component: SearchScreen,
  args: {
    term: 'samsung',
    filterControls: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
    status: 'ready',
    products: pages[0]!,
    page: 1,
    totalPages: pages.length,
    onPageChange: fn(),
    onLoadMore: fn(),
    cards: cardActions(),
    onRetry: fn(),
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para "samsung"');
    await expect(canvas.getAllByRole('article')).toHaveLength(pages[0]!.length);
    // The same filters as Explore.
    await expect(canvas.getByRole('button', { name: 'Marcas' })).toBeVisible();
    // Pages on desktop, no 'Ver más'.
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const DesktopAsLinks: Story = {
  args: { pageHref: (page) => `/search?q=samsung${page === 1 ? '' : `&page=${page}`}` },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    // The storefront's addresses: the next page is a link a crawler follows; page 1 has no way back.
    await expect(canvas.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/search?q=samsung&page=2');
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  },
};

export const PhoneSeeMore: Story = {
  render: (args) => <WithPages {...args} />,
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    const more = canvas.getByRole('button', { name: 'Ver más' });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    // While the page is on its way the same button says so, keeps the focus and ignores presses.
    await expect(more).toHaveTextContent('Cargando...');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveFocus();
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();

    // The next page is appended under the first.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(pages[0]!.length + pages[1]!.length));
    await expect(more).toHaveTextContent('Ver más');
    const names = canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await expect(names[0]).toBe(phone.name);
    await expect(names[4]).toBe(blender.name);

    // The last page in, the button goes.
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(pages.flat().length));
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  },
};

export const PhoneLoadingMore: Story = {
  args: { loadingMore: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'Cargando...' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para "samsung"');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando productos...');
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { term: 'heladera', products: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para "heladera"');
    await expect(canvas.getByText('Ups, no encontramos productos que coincidan con tu búsqueda.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CappedTotal: Story = {
  args: {
    filterControls: { ...meta.args.filterControls, categories: countedCategories, brands: countedBrands },
    resultCount: cappedTotal,
  },
  play: async ({ canvas }) => {
    const count = canvas.getByText('Más de 1.000 productos');
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('aria-live', 'polite');
    // Phones: 'Ver más' stays, the count is of every result, not of those loaded.
    await expect(canvas.getByRole('button', { name: 'Ver más' })).toBeVisible();
  },
};

export const CappedTotalDesktop: Story = {
  args: CappedTotal.args,
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Más de 1.000 productos')).toBeVisible();
    await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcas' }));
    await expect(canvas.getByText('Samsung (23)')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Apple, 0 productos' })).toBeDisabled();
  },
};

export const NoResultsCount: Story = {
  args: { ...NoResults.args, resultCount: { total: 0, capped: false } },
  play: async ({ canvas }) => {
    // The empty state says it on screen; the live region still has the words, to be announced
    // when a filter leaves nothing. Drawn exactly as NoResults.
    await expect(canvas.getByText('Ups, no encontramos productos que coincidan con tu búsqueda.')).toBeVisible();
    const count = canvas.getByText('0 productos');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(count.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
