import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductResults } from '@tienda/ui';
import { cardActions, pageOfProducts } from './fixtures/catalog';

const meta = {
  title: 'Piezas/ProductResults',
  component: ProductResults,
  args: { status: 'ready', products: pageOfProducts, cards: cardActions(), onRetry: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ProductResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Productos' }).children).toHaveLength(pageOfProducts.length);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando productos...');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ups, no encontramos productos que coincidan con tu búsqueda.')).toBeVisible();
    await expect(canvas.getByText('Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
