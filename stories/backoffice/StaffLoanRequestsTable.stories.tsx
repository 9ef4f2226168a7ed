import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StaffLoanRequest } from '@tienda/domain';
import { StaffLoanRequestsTable } from '@tienda/ui';
import { onNavigate, withRouter } from '../fixtures/router';

const requests: StaffLoanRequest[] = [
  {
    kind: 'cancellation',
    code: 'BAJ-4TW8HN2R',
    orderId: 1207,
    orderStatus: 'delivered',
    statusWhenAsked: 'delivered',
    name: 'Ana Ruiz',
    email: 'ana.ruiz@ejemplo.com',
    requestedAt: '2027-01-05T13:00:00.000Z',
    deadline: '2026-12-18',
  },
  {
    kind: 'revocation',
    code: 'REV-7K3M9QPZ',
    orderId: 1198,
    orderStatus: 'cancelled',
    statusWhenAsked: 'pending_payment',
    name: 'Lucía Gómez',
    email: 'lucia@ejemplo.com',
    requestedAt: '2026-12-10T14:00:00.000Z',
    deadline: '2026-12-18',
  },
];

const meta = {
  title: 'Back office/StaffLoanRequestsTable',
  component: StaffLoanRequestsTable,
  decorators: [withRouter],
  args: { requests, page: 1, totalPages: 1, onPageChange: fn(), onRetry: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof StaffLoanRequestsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const table = canvas.getByRole('table', { name: 'Revocaciones y bajas de préstamos' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Baja');
    await expect(rows[0]).toHaveTextContent('BAJ-4TW8HN2R');
    await expect(rows[1]).toHaveTextContent('Revocación');
    await expect(rows[1]).toHaveTextContent('CANCELADA');
    await expect(rows[1]).toHaveTextContent('18/12/2026');
    await userEvent.click(within(rows[1]!).getByRole('link'));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos/1198');
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay revocaciones ni bajas de préstamos.')).toBeVisible();
  },
};
