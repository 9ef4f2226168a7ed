import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersScreen } from '@tienda/ui';
import { orderImageUrl, orderSummaries } from './fixtures/orders';
import { onNavigate, withRouter } from './fixtures/router';

/** The storefront's addresses of the pages of "Mis compras": page 1 is the list itself. */
const ordersPage = (page: number) => (page === 1 ? '/profile/orders' : `/profile/orders?page=${page}`);

const meta = {
  title: 'Pantallas/Orders',
  component: OrdersScreen,
  decorators: [withRouter],
  args: { orders: orderSummaries, page: 1, totalPages: 1, imageUrl: orderImageUrl, onPageChange: fn(), onRetry: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mis compras');
    // Where the page sits: under the profile.
    const trail = within(canvas.getByRole('navigation', { name: 'Ruta de navegación' }));
    await expect(trail.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
    await expect(within(canvas.getByRole('list', { name: 'Tus compras' })).getAllByRole('listitem')).toHaveLength(5);
    // One page only: no pagination to show.
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const SeveralPages: Story = {
  args: { page: 2, totalPages: 3, pageHref: ordersPage },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expect(canvas.getByText('Página 2 / 3')).toBeVisible();
    // The arrows are links to each page's address.
    await expect(canvas.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/profile/orders');
    await userEvent.click(canvas.getByRole('link', { name: 'Página siguiente' }));
    await expect(onNavigate).toHaveBeenCalledWith('/profile/orders?page=3');
  },
};

export const PagesByButtons: Story = {
  args: { page: 1, totalPages: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { orders: [], totalPages: 0 },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Todavía no tienes compras');
    await expect(canvas.queryByRole('list', { name: 'Tus compras' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Explorar productos' }));
    await expect(onNavigate).toHaveBeenCalledWith('/explore');
  },
};

export const Loading: Story = {
  args: { orders: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mis compras');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus compras...');
    await expect(canvas.queryByRole('list', { name: 'Tus compras' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { orders: undefined, loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 2 })).toHaveTextContent('No pudimos cargar tus compras');
    await expect(alert.getByText('Revisa tu conexión e intenta de nuevo.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
