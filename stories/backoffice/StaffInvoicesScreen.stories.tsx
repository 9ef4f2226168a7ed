import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { StaffInvoicesScreen, type InvoiceRetry, type StaffInvoicesFilterValues, type StaffInvoicesScreenProps } from '@tienda/ui';
import { staffInvoices } from '../fixtures/invoices';
import { onNavigate } from '../fixtures/router';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';

/** The app's part: it keeps the filter and the page (in the address), and answers a retry. */
function Controlled(args: StaffInvoicesScreenProps) {
  const [filter, setFilter] = useState<StaffInvoicesFilterValues>(args.filter);
  const [page, setPage] = useState(args.page);
  const [retry, setRetry] = useState<InvoiceRetry | null | undefined>(args.retry);
  return (
    <StaffInvoicesScreen
      {...args}
      filter={filter}
      page={page}
      retry={retry}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
        args.onFilterChange(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onRetryInvoice={(id) => {
        args.onRetryInvoice(id);
        setRetry({ invoiceId: id, status: 'done', message: 'La factura de la orden N° 1049 volvió a la cola de ARCA.' });
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffInvoicesScreen',
  component: StaffInvoicesScreen,
  ...staffScreen({ title: 'Facturas', current: 'invoices', staff: operatorStaff }),
  args: {
    invoices: staffInvoices,
    filter: {},
    page: 1,
    totalPages: 3,
    total: 52,
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onRetryInvoice: fn(),
    onExportCsv: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StaffInvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'Facturas y notas de crédito (52)' })).getAllByRole('row').slice(1);

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(5);
    // Waiting for ARCA: its tries and the next one, in Argentina's clock.
    await expect(rows[0]).toHaveTextContent('Factura B');
    await expect(rows[0]).toHaveTextContent('Pendiente');
    await expect(rows[0]).toHaveTextContent('3 intentos; el próximo, 18/03/2025 10:10.');
    await expect(rows[0]).toHaveTextContent('Consumidor Final');
    // Refused: ARCA's own words, and the way back to the queue.
    await expect(rows[1]).toHaveTextContent('Rechazada por ARCA');
    await expect(rows[1]).toHaveTextContent('10016: El número o fecha del comprobante no se corresponde con el próximo a autorizar.');
    // A credit note names what it cancels; an issued voucher its number and date.
    await expect(rows[2]).toHaveTextContent('Nota de crédito B 00001-00000007');
    await expect(rows[2]).toHaveTextContent('Anula la Factura B 00001-00000042');
    await expect(rows[4]).toHaveTextContent('Factura B 00001-00000042');
    await expect(rows[4]).toHaveTextContent('10/03/2025');
    await expect(rows[4]).toHaveTextContent('Emitida');
    await expect(rows[4]).toHaveTextContent('CUIL 27-30123456-4');
    // Only a refused voucher can be retried.
    await expect(canvas.getAllByRole('button', { name: /^Reintentar la / })).toHaveLength(1);
    // The order's page.
    await userEvent.click(within(rows[1]!).getByRole('link', { name: /N°\s1049/ }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/admin/pedidos/1049');
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** 'Reintentar' sends the voucher back to the queue; the server's sentence is announced. */
export const RetryRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar la Factura B de la orden N° 1049' }));
    await expect(args.onRetryInvoice).toHaveBeenCalledWith(60);
    await expect(canvas.getByRole('status')).toHaveTextContent('La factura de la orden N° 1049 volvió a la cola de ARCA.');
  },
};

export const Retrying: Story = {
  args: { retry: { invoiceId: 60, status: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reintentando...' })).toBeDisabled();
  },
};

export const RetryNotAccepted: Story = {
  args: { retry: { invoiceId: 60, status: 'refused', message: 'Ese comprobante ya no está rechazado: alguien lo reintentó antes.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ese comprobante ya no está rechazado: alguien lo reintentó antes.');
  },
};

/** State and days; the CSV asks for both ends of the period. */
export const FilteringAndExport: Story = {
  play: async ({ canvas, args }) => {
    const exportButton = canvas.getByRole('button', { name: 'Exportar CSV' });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription('Para exportar el CSV, elige el período con Desde y Hasta.');
    canvas.getByRole('combobox', { name: 'Estado' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Rechazada por ARCA' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ state: 'failed' });
    fireEvent.change(canvas.getByLabelText('Desde'), { target: { value: '2025-03-01' } });
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ state: 'failed', from: '2025-03-01' });
    fireEvent.change(canvas.getByLabelText('Hasta'), { target: { value: '2025-03-31' } });
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ state: 'failed', from: '2025-03-01', to: '2025-03-31' });
    await expect(exportButton).toHaveAccessibleDescription('El CSV trae las facturas y notas de crédito emitidas del 01/03/2025 al 31/03/2025.');
    await userEvent.click(exportButton);
    await expect(args.onExportCsv).toHaveBeenCalledWith({ from: '2025-03-01', to: '2025-03-31' });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({});
  },
};

export const Exporting: Story = {
  args: { filter: { from: '2025-03-01', to: '2025-03-31' }, exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
  },
};

export const EmptyFiltered: Story = {
  args: { invoices: [], filter: { state: 'failed' }, total: 0, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('No hay comprobantes con esos filtros.');
  },
};

export const Loading: Story = {
  args: { invoices: undefined, total: undefined },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { invoices: undefined, total: undefined, loadError: 'No pudimos cargar las facturas.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('No pudimos cargar las facturas.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone the table scrolls sideways inside its frame; the filters wrap. */
export const Phone: Story = {
  parameters: { snapshot: { page: true, widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Facturas y notas de crédito (52)' })).toBeVisible();
  },
};
