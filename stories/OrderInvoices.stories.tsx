import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatARS } from '@tienda/domain';
import { OrderInvoices } from '@tienda/ui';
import { failedInvoice, issuedCreditNote, issuedInvoice, pendingCreditNote, pendingInvoice } from './fixtures/invoices';

const meta = {
  title: 'Piezas/OrderInvoices',
  component: OrderInvoices,
  args: { invoices: [issuedInvoice], paid: true },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The value a description list pairs with a label. */
const figureOf = (scope: Canvas, label: string) => scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const PENDING = 'Estamos emitiendo tu factura con ARCA. Cuando esté lista, la encontrarás aquí y te la enviaremos por correo.';

/** Authorised: number, date, total, CAE and its due date, and the PDF to download. */
export const Issued: Story = {
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'Factura' }));
    await expect(panel.getByRole('heading', { level: 3 })).toHaveTextContent('Factura B 00001-00000042');
    await expect(figureOf(panel, 'Fecha')).toHaveTextContent('10/03/2025');
    await expect(figureOf(panel, 'Total').textContent).toBe(formatARS(issuedInvoice.total));
    await expect(figureOf(panel, 'CAE')).toHaveTextContent('75104123456789');
    await expect(figureOf(panel, 'Vencimiento del CAE')).toHaveTextContent('20/03/2025');
    // A file, not a page of the shop: a plain link the browser downloads.
    const pdf = panel.getByRole('link', { name: 'Descargar factura (PDF)' });
    await expect(pdf).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
    await expect(pdf).toHaveAttribute('download');
  },
};

/** Queued with the payment: a calm line, no number, no link. */
export const Pending: Story = {
  args: { invoices: [pendingInvoice] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^Factura B$/);
    await expect(canvas.getByText(PENDING)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('CAE')).not.toBeInTheDocument();
  },
};

/** ARCA refused it: the staff deal with it, the buyer reads that it is on its way. */
export const FailedReadsAsPending: Story = {
  args: { invoices: [failedInvoice] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PENDING)).toBeVisible();
    await expect(canvas.queryByText(/rechaz/i)).not.toBeInTheDocument();
  },
};

/** Paid a moment ago, its voucher not listed yet: it is on its way all the same. */
export const PaidWithoutVoucherYet: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Factura' })).toHaveTextContent(PENDING);
  },
};

/** Never paid, nothing issued: no panel at all. */
export const UnpaidNothing: Story = {
  args: { invoices: [], paid: false },
  // The page, since the piece itself is not there to photograph.
  parameters: { snapshot: { page: true, widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Factura' })).not.toBeInTheDocument();
  },
};

/** Refunded: the credit note names the invoice it cancels, each with its PDF. */
export const WithCreditNote: Story = {
  args: { invoices: [issuedInvoice, issuedCreditNote] },
  play: async ({ canvas }) => {
    const [invoice, creditNote] = canvas.getAllByRole('listitem');
    await expect(within(invoice!).getByRole('heading')).toHaveTextContent('Factura B 00001-00000042');
    await expect(within(creditNote!).getByRole('heading')).toHaveTextContent('Nota de crédito B 00001-00000007');
    await expect(within(creditNote!).getByText('Anula la Factura B 00001-00000042.')).toBeVisible();
    await expect(within(creditNote!).getByRole('link', { name: 'Descargar nota de crédito (PDF)' })).toHaveAttribute('href', '/api/invoices/57/pdf?token=firma-57');
  },
};

/** The credit note on its way: its own calm line, under the invoice. */
export const CreditNotePending: Story = {
  args: { invoices: [issuedInvoice, pendingCreditNote] },
  play: async ({ canvas }) => {
    const creditNote = canvas.getAllByRole('listitem')[1]!;
    await expect(within(creditNote).getByRole('heading')).toHaveTextContent(/^Nota de crédito B$/);
    await expect(creditNote).toHaveTextContent('Estamos emitiendo tu nota de crédito con ARCA. Cuando esté lista, la encontrarás aquí y te la enviaremos por correo.');
  },
};
