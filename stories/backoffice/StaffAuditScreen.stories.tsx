import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StaffAuditScreen } from '@tienda/ui';
import { auditEntries } from '../fixtures/backofficeOrders';
import { adminStaff, staffScreen } from '../fixtures/staffLayout';

const meta = {
  title: 'Back office/StaffAuditScreen',
  component: StaffAuditScreen,
  ...staffScreen({ title: 'Registro de cambios', current: 'audit', staff: adminStaff }),
  args: { entries: auditEntries, page: 1, totalPages: 3, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof StaffAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Registro de cambios' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('12/03/2025 14:45');
    await expect(rows[0]).toHaveTextContent('operador@tienda.local');
    // In the staff's words, not the server's keys.
    await expect(within(rows[0]!).getByRole('cell', { name: 'Marcada enviada' })).toBeVisible();
    await expect(within(rows[0]!).getByRole('cell', { name: 'Orden' })).toBeVisible();
    // A change made by no one in particular (the first admin, at start-up).
    await expect(rows[3]).toHaveTextContent('El sistema');
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const BeforeAndAfter: Story = {
  parameters: { snapshot: { page: true, widths: [1280] } },
  play: async ({ canvas }) => {
    // By keyboard: to the second row's button, Enter.
    canvas.getByRole('button', { name: 'Ver cambios N° 56' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambio N° 56' }));
    const changes = within(dialog.getByRole('table', { name: 'Campos que cambiaron' }));
    // Only the field that changed: the price.
    const rows = changes.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('price');
    await expect(rows[0]).toHaveTextContent('849999');
    await expect(rows[0]).toHaveTextContent('899999');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Ver cambios N° 56' })).toHaveFocus();
    // A record created: every field it was born with; left open for the photo.
    await userEvent.click(canvas.getByRole('button', { name: 'Ver cambios N° 55' }));
    const created = within(await screen.findByRole('dialog', { name: 'Cambio N° 55' }));
    await expect(within(created.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { entries: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('Todavía no hay cambios registrados.');
  },
};

export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { entries: undefined, loadError: 'No pudimos cargar el registro.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
