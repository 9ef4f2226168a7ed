import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS_LABELS, STAFF_ORDER_STEPS } from '@tienda/domain';
import { StaffOrderScreen, type StaffOrderScreenProps } from '@tienda/ui';
import { shippedStaffOrder, staffOrder, withdrawnStaffOrder } from '../fixtures/backofficeOrders';
import { cancelledOrder, loanOrder, paidOrder, pendingTransferOrder, preparingOrder, refundedOrder } from '../fixtures/orders';
import { staffFailedInvoice } from '../fixtures/invoices';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';
import { seller } from '../fixtures/seller';

/** The app's part: a step is sent, then the order comes back in its new state with the server's sentence. */
function WithServer(args: StaffOrderScreenProps) {
  const [state, setState] = useState({ detail: args.detail, stepStatus: args.stepStatus, message: args.message });
  return (
    <StaffOrderScreen
      {...args}
      {...state}
      onStep={(step, details) => {
        args.onStep(step, details);
        const status = STAFF_ORDER_STEPS[step];
        setState(({ detail }) => ({
          detail: detail && { ...detail, order: { ...detail.order, status } },
          stepStatus: 'done',
          message: `La orden N° ${detail?.order.id} quedó ${ORDER_STATUS_LABELS[status]}.`,
        }));
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffOrderScreen',
  component: StaffOrderScreen,
  ...staffScreen({ title: 'Orden N° 1043', current: 'orders', staff: operatorStaff }),
  args: { detail: staffOrder(paidOrder), onStep: fn(), onRetry: fn(), onRetryInvoice: fn(), lender: seller },
  render: (args) => <WithServer {...args} />,
} satisfies Meta<typeof StaffOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'Acciones' }));

export const PaidAskThenStep: Story = {
  play: async ({ canvas, args }) => {
    const steps = actions(canvas);
    // A paid order for home delivery has one step: into preparation.
    await expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual(['En preparación']);
    await userEvent.click(steps.getByRole('button', { name: 'En preparación' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'En preparación' }));
    await expect(dialog.getByText('La orden N° 1043 pasará a EN PREPARACIÓN.')).toBeVisible();
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'En preparación' }));
    await expect(args.onStep).toHaveBeenCalledWith('preparing', undefined);
    // The answer: the new state and the server's sentence, announced.
    await expect(await steps.findByRole('status')).toHaveTextContent('La orden N° 1043 quedó EN PREPARACIÓN.');
    await expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual(['Marcar enviada']);
  },
};

export const PendingTransfer: Story = {
  args: { detail: staffOrder(pendingTransferOrder) },
  play: async ({ canvas, args }) => {
    const steps = actions(canvas);
    await expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual(['Marcar pagada', 'Cancelar orden']);
    // The bank's data the shopper was given.
    const payment = within(canvas.getByRole('region', { name: 'Pago' }));
    await expect(payment.getByText('Transferencia')).toBeVisible();
    await expect(payment.getByText('CBU')).toBeVisible();
    // Changing one's mind: 'Volver' does nothing.
    await userEvent.click(steps.getByRole('button', { name: 'Cancelar orden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar orden' }));
    await expect(dialog.getByText(/¿Seguro que quieres cancelar la orden N° 1043\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onStep).not.toHaveBeenCalled();
    // By keyboard: the focus went back to the button; Enter asks again, Enter on the answer confirms.
    await expect(steps.getByRole('button', { name: 'Cancelar orden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: 'Cancelar orden' }));
    again.getByRole('button', { name: 'Cancelar orden' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStep).toHaveBeenCalledWith('cancel', undefined);
  },
};

export const ShippedDialogRules: Story = {
  args: { detail: staffOrder(preparingOrder) },
  play: async ({ canvas, args }) => {
    const steps = actions(canvas);
    // Home delivery: shipped, never 'Lista para retirar'.
    await expect(steps.queryByRole('button', { name: 'Lista para retirar' })).not.toBeInTheDocument();
    await userEvent.click(steps.getByRole('button', { name: 'Marcar enviada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar enviada' }));
    // Empty: refused, field by field, and nothing sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar enviada' }));
    const carrier = dialog.getByRole('textbox', { name: 'Transporte' });
    await expect(carrier).toHaveAccessibleDescription('Indica la empresa que lleva el envío.');
    await expect(dialog.getByRole('textbox', { name: 'Código de seguimiento' })).toHaveAccessibleDescription('Indica el código de seguimiento del envío.');
    await expect(carrier).toHaveFocus();
    await expect(args.onStep).not.toHaveBeenCalled();
    // A link that is not one.
    await userEvent.type(carrier, 'Andreani');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código de seguimiento' }), '  AND-360002417852 ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Enlace de seguimiento (opcional)' }), 'andreani.com/envio');
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar enviada' }));
    await expect(dialog.getByRole('textbox', { name: 'Enlace de seguimiento (opcional)' })).toHaveAccessibleDescription(
      expect.stringContaining('El enlace de seguimiento debe empezar con https://.'),
    );
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Enlace de seguimiento (opcional)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Enlace de seguimiento (opcional)' }), 'https://www.andreani.com/envio/360002417852');
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar enviada' }));
    await expect(args.onStep).toHaveBeenCalledWith('shipped', {
      carrier: 'Andreani',
      trackingCode: 'AND-360002417852',
      trackingUrl: 'https://www.andreani.com/envio/360002417852',
    });
    await expect(await steps.findByRole('status')).toHaveTextContent('La orden N° 1043 quedó ENVIADA.');
  },
};

export const ShippedDialogRefused: Story = {
  args: { detail: staffOrder(preparingOrder) },
  play: async ({ canvas, args }) => {
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Marcar enviada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar enviada' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Transporte' }), 'OCA');
    // Spaces only are no tracking code.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código de seguimiento' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Marcar enviada' }));
    const code = dialog.getByRole('textbox', { name: 'Código de seguimiento' });
    await expect(code).toHaveAccessibleDescription('Indica el código de seguimiento del envío.');
    await expect(code).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Transporte' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onStep).not.toHaveBeenCalled();
  },
};

export const PickupWithLoan: Story = {
  args: { detail: staffOrder(loanOrder, 'preparing') },
  parameters: { staffLayout: { title: 'Orden N° 1188', current: 'orders' } },
  play: async ({ canvas }) => {
    const steps = actions(canvas);
    await expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual(['Lista para retirar']);
    const delivery = within(canvas.getByRole('region', { name: 'Entrega' }));
    await expect(delivery.getByText('Retiro en local')).toBeVisible();
    const payment = within(canvas.getByRole('region', { name: 'Pago' }));
    await expect(payment.getByText('12 cuotas de $ 19.518,75')).toBeVisible();
    await expect(payment.getByText('APROBADO CON CUPO')).toBeVisible();
    await expect(payment.getByText('98,50% / 128,15%')).toBeVisible();
    // What the borrower accepted, for the staff to read as they did.
    const loan = within(canvas.getByRole('region', { name: 'Préstamo aceptado' }));
    await expect(loan.getByText('Total a pagar').nextElementSibling).toHaveTextContent('$ 225.398,73');
  },
};

export const Shipped: Story = {
  args: { detail: shippedStaffOrder },
  play: async ({ canvas }) => {
    await expect(actions(canvas).getAllByRole('button').map((button) => button.textContent)).toEqual(['Entregada']);
    const delivery = within(canvas.getByRole('region', { name: 'Entrega' }));
    await expect(delivery.getByText('AND-360002417852')).toBeVisible();
    // History: states, payments, mails and the staff's steps, oldest first.
    const history = within(canvas.getByRole('region', { name: 'Historial' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(5);
    await expect(history.getAllByRole('listitem')[4]).toHaveTextContent('operador@tienda.local');
  },
};

export const WithdrawalToRefund: Story = {
  args: { detail: withdrawnStaffOrder },
  play: async ({ canvas, args }) => {
    const withdrawal = within(canvas.getByRole('region', { name: 'Arrepentimiento' }));
    await expect(withdrawal.getByText('ARR-7K2Q9')).toBeVisible();
    await expect(withdrawal.getByText('El reloj no es compatible con mi teléfono.')).toBeVisible();
    await userEvent.click(actions(canvas).getByRole('button', { name: 'Reintegrada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reintegrada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reintegrada' }));
    await expect(args.onStep).toHaveBeenCalledWith('refunded', undefined);
  },
};

export const NoStepsLeft: Story = {
  args: { detail: staffOrder(refundedOrder) },
  play: async ({ canvas }) => {
    const steps = actions(canvas);
    await expect(steps.queryByRole('button')).not.toBeInTheDocument();
    await expect(steps.getByText('No hay pasos para una orden REINTEGRADA.')).toBeVisible();
  },
};

/** The invoice and the credit note that cancels it, each with its PDF. */
export const RefundedVouchers: Story = {
  args: { detail: staffOrder(refundedOrder) },
  play: async ({ canvas }) => {
    const vouchers = within(canvas.getByRole('region', { name: 'Facturación' }));
    const [invoice, creditNote] = vouchers.getAllByRole('listitem');
    await expect(invoice).toHaveTextContent('Factura B 00001-00000042');
    await expect(invoice).toHaveTextContent('Emitida');
    await expect(within(invoice!).getByRole('link', { name: 'Descargar factura (PDF)' })).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
    await expect(creditNote).toHaveTextContent('Nota de crédito B 00001-00000007');
    await expect(within(creditNote!).getByText('Anula', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Factura B 00001-00000042');
    await expect(within(creditNote!).getByRole('link', { name: 'Descargar nota de crédito (PDF)' })).toHaveAttribute('href', '/api/invoices/57/pdf?token=firma-57');
  },
};

/** ARCA refused the invoice: its words, and 'Reintentar' puts it back in the queue. */
export const InvoiceRefused: Story = {
  args: { detail: { ...staffOrder(paidOrder), invoices: [{ ...staffFailedInvoice, orderId: 1043 }] } },
  play: async ({ canvas, args }) => {
    const vouchers = within(canvas.getByRole('region', { name: 'Facturación' }));
    await expect(vouchers.getByText('Rechazada por ARCA')).toBeVisible();
    await expect(vouchers.getByText(/^10016: El número o fecha del comprobante/)).toBeVisible();
    await userEvent.click(vouchers.getByRole('button', { name: 'Reintentar la Factura B de la orden N° 1043' }));
    await expect(args.onRetryInvoice).toHaveBeenCalledWith(60);
  },
};

export const CancelledCanBePaid: Story = {
  args: { detail: staffOrder(cancelledOrder) },
  play: async ({ canvas }) => {
    // A late payment revives a cancelled order: the staff may mark it paid.
    await expect(actions(canvas).getAllByRole('button').map((button) => button.textContent)).toEqual(['Marcar pagada']);
  },
};

export const TermsAccepted: Story = {
  play: async ({ canvas }) => {
    // The version the buyer ticked at the checkout's last step, and when (Argentina's clock).
    const customer = within(canvas.getByRole('region', { name: 'Cliente' }));
    await expect(customer.getByText('Términos y condiciones')).toBeVisible();
    await expect(customer.getByText('Versión 2026-11-28, aceptados el 10/03/2025 10:04')).toBeVisible();
  },
};

export const TermsNotRecorded: Story = {
  args: { detail: { ...staffOrder(paidOrder), termsAcceptance: null } },
  play: async ({ canvas }) => {
    const customer = within(canvas.getByRole('region', { name: 'Cliente' }));
    await expect(customer.getByText('Sin registro (orden anterior a la aceptación)')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { stepStatus: 'saving' },
  play: async ({ canvas }) => {
    await expect(actions(canvas).getByRole('button', { name: 'En preparación' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { stepStatus: 'refused', message: 'La orden ya no está PAGADA: alguien la movió antes. Recarga la página.' },
  play: async ({ canvas }) => {
    await expect(actions(canvas).getByRole('alert')).toHaveTextContent('La orden ya no está PAGADA: alguien la movió antes. Recarga la página.');
    await expect(actions(canvas).getByRole('button', { name: 'En preparación' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la orden...');
    await expect(canvas.getByRole('link', { name: 'Volver a Pedidos' })).toHaveAttribute('href', '/admin/pedidos');
  },
};

export const LoadError: Story = {
  args: { detail: undefined, loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading')).toHaveTextContent('No pudimos cargar la orden');
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { detail: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No encontramos esa orden.');
    await expect(canvas.getByRole('link', { name: 'Ver pedidos' })).toHaveAttribute('href', '/admin/pedidos');
  },
};
