import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@tienda/domain';
import { OrderStatusBadge, Stack } from '@tienda/ui';

const meta = {
  title: 'Piezas/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'shipped' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state in the shop's words, its colour repeating what it means. */
export const EveryState: Story = {
  render: () => (
    <Stack space="small" alignItems="flex-start">
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const status of ORDER_STATUSES) await expect(canvas.getByText(ORDER_STATUS_LABELS[status])).toBeVisible();
  },
};
