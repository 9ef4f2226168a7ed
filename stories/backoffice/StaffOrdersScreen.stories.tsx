import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { StaffOrdersScreen, type StaffOrdersFilterValues, type StaffOrdersScreenProps } from '@tienda/ui';
import { staffOrderRows } from '../fixtures/backofficeOrders';
import { onNavigate } from '../fixtures/router';
import { staffScreen } from '../fixtures/staffLayout';

/** The app's part: it keeps the filter and the page, as it would in the address. */
function Controlled(args: StaffOrdersScreenProps) {
  const [filter, setFilter] = useState<StaffOrdersFilterValues>(args.filter);
  const [page, setPage] = useState(args.page);
  return (
    <StaffOrdersScreen
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
        args.onFilterChange(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffOrdersScreen',
  component: StaffOrdersScreen,
  ...staffScreen({ title: 'Pedidos', current: 'orders' }),
  args: { orders: staffOrderRows, filter: {}, page: 1, totalPages: 4, total: 74, onFilterChange: fn(), onPageChange: fn(), onRetry: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StaffOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    const table = canvas.getByRole('table', { name: 'Pedidos (74)' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    // A row says the number, the date in Argentina, the customer, the method, the total, the state and the withdrawal.
    await expect(rows[3]).toHaveTextContent('N° 1043');
    await expect(rows[3]).toHaveTextContent('10/03/2025 10:05');
    await expect(rows[3]).toHaveTextContent('lucia.fernandez@ejemplo.com');
    await expect(rows[3]).toHaveTextContent('ARREPENTIMIENTO SOLICITADO');
    await expect(rows[3]).toHaveTextContent('ARR-7K2Q9');
    await expect(rows[5]).toHaveTextContent('Préstamo');
    // The number leads to the order's page.
    await userEvent.click(within(table).getByRole('link', { name: /N°\s1043/ }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos/1043');
    // Paging.
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    // State: the Select by keyboard.
    canvas.getByRole('combobox', { name: 'Estado' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'PENDIENTE' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: 'pending_payment' });
    // Payment method, by click.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Medio de pago' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Transferencia' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: 'pending_payment', paymentMethod: 'Transferencia' });
    // Dates, as the calendar's input gives them; a year still being typed asks for nothing.
    const typing = (args.onFilterChange as ReturnType<typeof fn>).mock.calls.length;
    fireEvent.change(canvas.getByLabelText('Desde'), { target: { value: '0202-03-01' } });
    await expect(args.onFilterChange).toHaveBeenCalledTimes(typing);
    await userEvent.clear(canvas.getByLabelText('Desde'));
    await userEvent.type(canvas.getByLabelText('Desde'), '2025-03-01');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: 'pending_payment', paymentMethod: 'Transferencia', from: '2025-03-01' });
    // The text is sent with Enter (or 'Buscar'), not at every key.
    const calls = (args.onFilterChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'N°, correo o CUIL' }), ' lucia@ejemplo.com ');
    await expect(args.onFilterChange).toHaveBeenCalledTimes(calls);
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      status: 'pending_payment',
      paymentMethod: 'Transferencia',
      from: '2025-03-01',
      q: 'lucia@ejemplo.com',
    });
    // 'Limpiar filtros' takes every one away.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('searchbox', { name: 'N°, correo o CUIL' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');
  },
};

export const NoMatches: Story = {
  args: { orders: [], totalPages: 0, total: 0, filter: { status: 'refunded', q: '1999' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pedidos (0)' })).toHaveTextContent('No hay pedidos con esos filtros.');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('REINTEGRADA');
    await expect(canvas.getByRole('searchbox', { name: 'N°, correo o CUIL' })).toHaveValue('1999');
  },
};

export const Empty: Story = {
  args: { orders: [], totalPages: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('Todavía no hay pedidos.');
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { orders: undefined, total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pedidos' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { orders: undefined, total: undefined, loadError: 'No pudimos cargar los pedidos. Revisa tu conexión.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('No pudimos cargar los pedidos. Revisa tu conexión.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
