import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { INVOICE_STATES } from '@tienda/domain';
import { InvoiceStateBadge, Stack } from '@tienda/ui';

const meta = {
  title: 'Back office/InvoiceStateBadge',
  component: InvoiceStateBadge,
  args: { state: 'issued' },
} satisfies Meta<typeof InvoiceStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state in the staff's words, its colour repeating what it means. */
export const EveryState: Story = {
  render: () => (
    <Stack space="small" alignItems="flex-start">
      {INVOICE_STATES.map((state) => (
        <InvoiceStateBadge key={state} state={state} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Pendiente', 'Emitida', 'Rechazada por ARCA']) await expect(canvas.getByText(label)).toBeVisible();
  },
};
