import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatARS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@tienda/domain';
import { OrderList } from '@tienda/ui';
import { orderImageUrl, orderSummaries } from './fixtures/orders';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Piezas/OrderList',
  component: OrderList,
  decorators: [withRouter],
  args: { orders: orderSummaries, imageUrl: orderImageUrl },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an order, found by its number's link. */
const rowOf = (canvas: ReturnType<typeof within>, id: number) =>
  within(canvas.getByRole('link', { name: `Compra N° ${id}` }).closest('li')!);

export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tus compras' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    // Newest first: number, date, state, total, first product and how many more.
    const transfer = rowOf(canvas, 1207);
    await expect(transfer.getByText('N° 1207', { exact: false })).toBeVisible();
    await expect(transfer.getByText('2 de abril de 2025')).toHaveAttribute('dateTime', '2025-04-02T15:20:00.000Z');
    await expect(transfer.getByText('PENDIENTE')).toBeVisible();
    await expect(transfer.getByText('Celular Samsung Galaxy A15 128 GB Negro')).toBeVisible();
    await expect(transfer.getByText('+ 2 productos más')).toBeVisible();
    // The total in the shop's money format, named for screen readers.
    await expect(transfer.getByText('Total:', { exact: false }).parentElement!.textContent).toBe(`Total: ${formatARS(orderSummaries[0]!.total)}`);

    // One product alone says nothing more; two units of it, one more.
    await expect(rowOf(canvas, 1188).queryByText(/productos? más/)).not.toBeInTheDocument();
    await expect(rowOf(canvas, 1043).getByText('+ 1 producto más')).toBeVisible();
    await expect(rowOf(canvas, 1043).getByText('CANCELADA')).toBeVisible();
  },
};

export const OpensAnOrder: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    // The number's link covers its row: a click anywhere on the row opens the order.
    const link = canvas.getByRole('link', { name: 'Compra N° 1150' });
    await expect(link).toHaveAttribute('href', '/profile/orders/1150');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/profile/orders/1150');

    // By keyboard, each row is one stop.
    link.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Compra N° 1207' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Compra N° 1188' })).toHaveFocus();
  },
};

/** Every state an order may be in, with its label and tone. */
export const EveryState: Story = {
  args: {
    orders: ORDER_STATUSES.map((status, index) => ({ ...orderSummaries[0]!, id: 2001 + index, status, statusLabel: ORDER_STATUS_LABELS[status] })),
  },
  play: async ({ canvas }) => {
    for (const status of ORDER_STATUSES) await expect(canvas.getByText(ORDER_STATUS_LABELS[status])).toBeVisible();
  },
};
