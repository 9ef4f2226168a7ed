import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffOrderInvoices } from '@tienda/ui';
import { staffCreditNote, staffFailedInvoice, staffIssuedInvoice, staffPendingInvoice } from '../fixtures/invoices';

const meta = {
  title: 'Back office/StaffOrderInvoices',
  component: StaffOrderInvoices,
  args: { invoices: [staffIssuedInvoice, staffCreditNote], onRetryInvoice: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof StaffOrderInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const figureOf = (scope: Canvas, label: string) => scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const IssuedWithCreditNote: Story = {
  play: async ({ canvas }) => {
    const [invoice, creditNote] = within(canvas.getByRole('region', { name: 'Facturación' })).getAllByRole('listitem').map((item) => within(item));
    await expect(invoice!.getByText('Factura B 00001-00000042')).toBeVisible();
    await expect(invoice!.getByText('Emitida')).toBeVisible();
    await expect(figureOf(invoice!, 'CAE')).toHaveTextContent('75104123456789');
    await expect(figureOf(invoice!, 'Vencimiento del CAE')).toHaveTextContent('20/03/2025');
    await expect(figureOf(invoice!, 'Comprador')).toHaveTextContent('CUIL 27-30123456-4');
    await expect(invoice!.getByRole('link', { name: 'Descargar factura (PDF)' })).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
    await expect(figureOf(creditNote!, 'Anula')).toHaveTextContent('Factura B 00001-00000042');
    await expect(creditNote!.getByRole('link', { name: 'Descargar nota de crédito (PDF)' })).toHaveAttribute('href', '/api/invoices/57/pdf?token=firma-57');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Waiting for ARCA: the tries so far, the next one, and why it waits. */
export const Pending: Story = {
  args: { invoices: [staffPendingInvoice] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pendiente')).toBeVisible();
    await expect(figureOf(canvas, 'Intentos')).toHaveTextContent('3 intentos; el próximo, 18/03/2025 10:10.');
    await expect(figureOf(canvas, 'Respuesta de ARCA')).toHaveTextContent('ARCA no respondió a tiempo.');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Refused: ARCA's words, and 'Reintentar' with the voucher's id. */
export const Refused: Story = {
  args: { invoices: [staffFailedInvoice] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rechazada por ARCA')).toBeVisible();
    await expect(figureOf(canvas, 'Respuesta de ARCA')).toHaveTextContent(/^10016: El número o fecha del comprobante/);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar la Factura B de la orden N° 1049' }));
    await expect(args.onRetryInvoice).toHaveBeenCalledWith(60);
  },
};

export const RetryDone: Story = {
  args: { invoices: [{ ...staffFailedInvoice, state: 'pending', attempts: 0, lastError: null }], retry: { invoiceId: 60, status: 'done', message: 'La factura volvió a la cola de ARCA.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('La factura volvió a la cola de ARCA.');
    await expect(figureOf(canvas, 'Intentos')).toHaveTextContent('En cola, todavía sin intentos.');
  },
};

export const NoVouchers: Story = {
  args: { invoices: [] },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin comprobantes: la orden se factura cuando se paga.')).toBeVisible();
  },
};
