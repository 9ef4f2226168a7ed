import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffWithdrawalsScreen } from '@tienda/ui';
import { staffWithdrawals } from '../fixtures/backofficeOrders';
import { onNavigate } from '../fixtures/router';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';

const meta = {
  title: 'Back office/StaffWithdrawalsScreen',
  component: StaffWithdrawalsScreen,
  ...staffScreen({ title: 'Arrepentimientos', current: 'withdrawals', staff: operatorStaff }),
  args: { withdrawals: staffWithdrawals, page: 1, totalPages: 2, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof StaffWithdrawalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    const table = canvas.getByRole('table', { name: 'Pedidos de arrepentimiento' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('ARR-7K2Q9');
    await expect(rows[0]).toHaveTextContent('ARREPENTIMIENTO SOLICITADO');
    await expect(rows[0]).toHaveTextContent('17/03/2025 11:20');
    await expect(rows[0]).toHaveTextContent('24/03/2025');
    await expect(rows[2]).toHaveTextContent('Sin entregar');
    // The order's page, where the refund is done.
    await userEvent.click(within(rows[0]!).getByRole('link'));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos/1043');
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Empty: Story = {
  args: { withdrawals: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('Todavía no hay pedidos de arrepentimiento.');
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { withdrawals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { withdrawals: undefined, loadError: 'No pudimos cargar los arrepentimientos.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('No pudimos cargar los arrepentimientos.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
