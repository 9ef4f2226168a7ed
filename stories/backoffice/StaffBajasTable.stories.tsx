import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StaffBaja } from '@tienda/domain';
import { StaffBajasTable } from '@tienda/ui';
import { onNavigate, withRouter } from '../fixtures/router';

const bajas: StaffBaja[] = [
  {
    code: 'BAJ-4TW8HN2R',
    kind: 'order',
    orderId: 1207,
    email: 'ana.ruiz@ejemplo.com',
    standing: 'refund_requested',
    requestedAt: '2027-01-05T13:00:00.000Z',
    confirmedAt: '2027-01-05T13:20:00.000Z',
  },
  {
    code: 'BAJ-7K3M9QPZ',
    kind: 'account',
    orderId: null,
    email: 'lucia@ejemplo.com',
    standing: 'pending',
    requestedAt: '2027-01-04T10:00:00.000Z',
    confirmedAt: null,
  },
  {
    code: 'BAJ-2HX5RT9W',
    kind: 'order',
    orderId: 999999,
    email: 'nadie@ejemplo.com',
    standing: 'no_match',
    requestedAt: '2027-01-03T10:00:00.000Z',
    confirmedAt: null,
  },
];

const meta = {
  title: 'Back office/StaffBajasTable',
  component: StaffBajasTable,
  decorators: [withRouter],
  args: { bajas, page: 1, totalPages: 1, onPageChange: fn(), onRetry: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof StaffBajasTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const table = canvas.getByRole('table', { name: 'Bajas (Botón de baja)' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('BAJ-4TW8HN2R');
    await expect(rows[0]).toHaveTextContent('Reintegro pendiente');
    await expect(rows[1]).toHaveTextContent('Cuenta');
    await expect(rows[1]).toHaveTextContent('Esperando confirmación');
    // A number that matched no order is not a link to one.
    await expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    await expect(rows[2]).toHaveTextContent('Sin coincidencia');
    await userEvent.click(within(rows[0]!).getByRole('link'));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos/1207');
  },
};

export const Empty: Story = {
  args: { bajas: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay solicitudes de baja.')).toBeVisible();
  },
};
