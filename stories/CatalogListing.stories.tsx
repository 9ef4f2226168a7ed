import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, CatalogListing, NO_FILTERS } from '@tienda/ui';
import { brands, cardActions, categories, pageOfProducts } from './fixtures/catalog';

/** What Explore and Search share: the title, filters, outcome, count and the way to more pages. */
const meta = {
  title: 'Pantallas/CatalogListing',
  component: CatalogListing,
  args: {
    title: 'Celulares',
    filterControls: { filters: NO_FILTERS, categories, brands, onChange: fn(), onClear: fn() },
    status: 'ready',
    products: pageOfProducts,
    resultCount: { total: 30, capped: false },
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    cards: cardActions(),
    onRetry: fn(),
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CatalogListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Celulares' })).toBeVisible();
    await expect(canvas.getByText('30 productos')).toBeVisible();
    await expect(canvas.getAllByRole('article').length).toBe(pageOfProducts.length);
  },
};

/** Phones get 'Ver más' instead of the pages while a next page exists; desktops still page. */
export const PhonesLoadMore: Story = {
  args: { phonesNextPage: <Button variant="secondary" onClick={fn()}>Ver más</Button> },
  play: async ({ canvas }) => {
    if (window.innerWidth >= 1024) await expect(canvas.getByText('Página 1 / 3')).toBeVisible();
    else await expect(canvas.getByRole('button', { name: 'Ver más' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', products: [], resultCount: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
