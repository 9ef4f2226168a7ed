import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StatTile } from '@tienda/ui';

// One figure of the back office's first page: a label, the number, what it means and where to see it.
const meta = {
  title: 'Piezas/StatTile',
  component: StatTile,
  args: { label: 'Ventas de hoy', value: '$ 1.272.395,60', note: '2 de 3 pedidos pagados' },
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ventas de hoy')).toBeVisible();
    await expect(canvas.getByText('$ 1.272.395,60')).toBeVisible();
    await expect(canvas.getByText('2 de 3 pedidos pagados')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const AsksForAttention: Story = {
  args: {
    label: 'Transferencias por confirmar',
    value: '4',
    note: 'Revisa si el dinero llegó.',
    tone: 'warning',
    link: { href: '/admin/pedidos?status=pending_payment&paymentMethod=Transferencia', label: 'Ver transferencias' },
  },
  play: async ({ canvas }) => {
    // The attention is said in words, not by colour alone, and the way to the orders is a Tab stop.
    await expect(canvas.getByText('Revisa si el dinero llegó.')).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Ver transferencias' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/admin/pedidos?status=pending_payment&paymentMethod=Transferencia');
  },
};

export const Critical: Story = {
  args: { label: 'Productos sin stock', value: '12', note: 'Activos y sin unidades.', tone: 'critical', link: { href: '/admin/productos?status=out-of-stock', label: 'Ver productos' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Productos sin stock')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/admin/productos?status=out-of-stock');
  },
};
