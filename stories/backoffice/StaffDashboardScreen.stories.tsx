import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffDashboardScreen } from '@tienda/ui';
import { dashboard, quietDashboard } from '../fixtures/backofficeOrders';
import { onNavigate } from '../fixtures/router';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';

const meta = {
  title: 'Back office/StaffDashboardScreen',
  component: StaffDashboardScreen,
  ...staffScreen({ title: 'Inicio', current: 'dashboard', staff: operatorStaff }),
  args: { dashboard, onRetry: fn() },
} satisfies Meta<typeof StaffDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Inicio');
    const today = within(canvas.getByRole('region', { name: 'Hoy' }));
    await expect(today.getByText('$ 1.874.350,50')).toBeVisible();
    await expect(today.getByText('14')).toBeVisible();
    // By payment method, in the shop's words.
    const byMethod = within(today.getByRole('table', { name: 'Hoy: por medio de pago' }));
    await expect(byMethod.getByRole('row', { name: /Préstamo/ })).toHaveTextContent('$ 150.000,00');
    const week = within(canvas.getByRole('region', { name: 'Esta semana' }));
    await expect(week.getByText('$ 12.530.999,90')).toBeVisible();
    // What waits for the staff leads to the lists filtered.
    await userEvent.click(canvas.getByRole('link', { name: 'Ver transferencias pendientes' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos?status=pending_payment&paymentMethod=Transferencia');
    await userEvent.click(canvas.getByRole('link', { name: 'Ver productos sin stock' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/productos?status=out-of-stock');
  },
};

export const NothingYet: Story = {
  args: { dashboard: quietDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nada por confirmar.')).toBeVisible();
    await expect(canvas.getByText('Todos los productos activos tienen stock.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Hoy: por medio de pago' })).toHaveTextContent('Sin pedidos en este período.');
  },
};

export const Loading: Story = {
  args: { dashboard: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el resumen...');
  },
};

export const LoadError: Story = {
  args: { dashboard: undefined, loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading')).toHaveTextContent('No pudimos cargar el resumen');
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
