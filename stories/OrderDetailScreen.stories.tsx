import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatARS } from '@tienda/domain';
import { OrderDetailScreen } from '@tienda/ui';
import { controlled } from './fixtures/controlled';
import {
  cancelledOrder,
  deliveredOrder,
  expiredOrder,
  lineImageUrl,
  loanOrder,
  paidOrder,
  pendingMercadoPagoOrder,
  pendingTransferOrder,
  preparingOrder,
  readyForPickupOrder,
  refundedOrder,
  shippedOrder,
  withdrawalHref,
  withdrawalRequestedOrder,
} from './fixtures/orders';
import { issuedCreditNote, issuedInvoice } from './fixtures/invoices';
import { onNavigate, withRouter } from './fixtures/router';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Pantallas/OrderDetail',
  component: OrderDetailScreen,
  decorators: [withRouter],
  args: {
    order: paidOrder,
    backHref: '/profile/orders',
    imageUrl: lineImageUrl,
    onCopyCbu: fn(),
    onReorder: fn(),
    onRetry: fn(),
    // Four days before the delivered fixtures' last day to withdraw (24 March 2025).
    now: Date.parse('2025-03-20T15:00:00Z'),
    lender: seller,
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The heading, the state's badge and the sentence under them. */
async function expectHeader(canvas: Canvas, badge: string, note: string) {
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Compra N° 1043');
  await expect(canvas.getByText(badge, { selector: 'span' })).toBeVisible();
  await expect(canvas.getByText(note)).toBeVisible();
}

/** The timeline's current step. */
const currentStep = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Estado de la compra' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');

const region = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** Money as a matcher reads it: formatARS's non-breaking spaces as plain ones. */
const money = (amount: number) => formatARS(amount).replace(/\s/g, ' ');

/** The value a description list pairs with a label. */
const figureOf = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const PendingTransfer: Story = {
  args: { order: pendingTransferOrder },
  play: async ({ canvas, args }) => {
    await expectHeader(canvas, 'PENDIENTE', 'Falta que hagas la transferencia y nos envíes el comprobante.');
    await expect(canvas.getByText(/^Transfiere /)).toHaveTextContent(`Transfiere ${money(pendingTransferOrder.total)} a esta cuenta`);
    // The stock waits for the transfer only so long.
    await expect(canvas.getByText(/^Reservamos tus productos hasta el /)).toHaveTextContent(/: sin la transferencia, la orden vence\.$/);
    // The bank data again, the CBU to copy and the receipt by WhatsApp, naming the order.
    const bank = region(canvas, 'Datos para la transferencia');
    await userEvent.click(bank.getByRole('button', { name: /Copiar CBU/ }));
    await expect(args.onCopyCbu).toHaveBeenCalledWith('9990001800000123456784');
    const whatsapp = bank.getByRole('link', { name: /Enviar comprobante por WhatsApp/ });
    await expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/5491100000000?text=${encodeURIComponent('Hola, les envío el comprobante de la transferencia de la orden N° 1043.')}`,
    );
    // A transfer is not paid by a button.
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await expect(currentStep(canvas)).toHaveTextContent('Compra recibida');
    // Nothing paid, nothing to invoice.
    await expect(canvas.queryByRole('region', { name: 'Factura' })).not.toBeInTheDocument();
  },
};

export const PendingMercadoPago: Story = {
  args: { order: pendingMercadoPagoOrder, onPay: fn() },
  play: async ({ canvas, args }) => {
    await expectHeader(canvas, 'PENDIENTE', 'Todavía no recibimos tu pago.');
    const pending = region(canvas, 'Pago pendiente');
    await expect(pending.getByText(/puedes hacerlo ahora/)).toHaveTextContent(
      'Si todavía no pagaste, puedes hacerlo ahora, hasta el 10 de marzo de 2025, 10:35 h.',
    );
    await userEvent.click(pending.getByRole('button', { name: 'Pagar' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const Paying: Story = {
  args: { order: pendingMercadoPagoOrder, onPay: fn(), paying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  },
};

export const PayFailed: Story = {
  args: { order: pendingMercadoPagoOrder, onPay: fn(), payError: 'No pudimos iniciar el pago. Intenta de nuevo en unos minutos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos iniciar el pago. Intenta de nuevo en unos minutos.');
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  },
};

/** Past its time to pay: the storefront gives no 'Pagar'. */
export const PendingPastItsTime: Story = {
  args: { order: pendingMercadoPagoOrder },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Pago pendiente' })).not.toBeInTheDocument();
  },
};

export const Paid: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expectHeader(canvas, 'PAGADA', 'Recibimos tu pago. Pronto empezaremos a preparar tu pedido.');
    await expect(canvas.getByText(/^Realizada el/)).toHaveTextContent('Realizada el 10 de marzo de 2025, 10:05 h');

    // The products: picture, name, quantity and unit price, and each line's total.
    const products = region(canvas, 'Productos');
    await expect(products.getAllByRole('listitem')).toHaveLength(3);
    const phoneLine = products.getByText('Celular Samsung Galaxy A15 128 GB Negro').closest('li')!;
    await expect(phoneLine).toHaveTextContent(`Cantidad: 1 · Precio unitario: ${money(339_999)}`);

    // Delivery and payment.
    const delivery = region(canvas, 'Entrega');
    await expect(delivery.getByText('Envío a domicilio')).toBeVisible();
    await expect(delivery.getByText('Av. Corrientes 1234, CP 1043, Balvanera, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(delivery.getByText('Entrega estimada: 14 de marzo de 2025')).toBeVisible();
    await expect(region(canvas, 'Medio de pago').getByText('Mercado Pago')).toBeVisible();

    // The totals with the coupon and shipping.
    await expect(figureOf(canvas, 'Subtotal')).toHaveTextContent(money(paidOrder.subtotal));
    await expect(figureOf(canvas, 'Cupón BIENVENIDA10')).toHaveTextContent(money(-paidOrder.discount));
    await expect(figureOf(canvas, 'Envío')).toHaveTextContent(money(paidOrder.shippingCost));
    await expect(figureOf(canvas, 'Total')).toHaveTextContent(money(paidOrder.total));
    // Paid a moment ago: the invoice is on its way.
    await expect(region(canvas, 'Factura').getByText(/^Estamos emitiendo tu factura con ARCA\./)).toBeVisible();

    // Not delivered yet: the withdrawal right's rule, its days not started, and where to exercise it.
    const withdrawal = region(canvas, 'Derecho de arrepentimiento');
    await expect(
      withdrawal.getByText(
        'Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil.',
      ),
    ).toBeVisible();
    await expect(withdrawal.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
    // Back to the list.
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a Mis compras' }));
    await expect(onNavigate).toHaveBeenCalledWith('/profile/orders');
  },
};

export const Preparing: Story = {
  args: { order: preparingOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'EN PREPARACIÓN', 'Estamos preparando tu pedido.');
    await expect(currentStep(canvas)).toHaveTextContent('En preparación');
  },
};

export const ShippedWithTracking: Story = {
  args: { order: shippedOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'ENVIADA', 'Tu pedido está en camino.');
    await expect(currentStep(canvas)).toHaveTextContent('Enviada');
    const delivery = region(canvas, 'Entrega');
    await expect(figureOf(canvas, 'Transporte')).toHaveTextContent('Andreani');
    await expect(figureOf(canvas, 'Código de seguimiento')).toHaveTextContent('AND-360002417852');
    const follow = delivery.getByRole('link', { name: 'Seguir el envío (se abre en una pestaña nueva)' });
    await expect(follow).toHaveAttribute('href', 'https://www.andreani.com/#!/informacionEnvio/360002417852');
    await expect(follow).toHaveAttribute('target', '_blank');
  },
};

/** A carrier without a tracking page: the code alone. */
export const ShippedWithoutTrackingPage: Story = {
  args: { order: { ...shippedOrder, shipment: { carrier: 'Correo Argentino', trackingCode: 'CA123456789AR', trackingUrl: null } } },
  play: async ({ canvas }) => {
    await expect(figureOf(canvas, 'Código de seguimiento')).toHaveTextContent('CA123456789AR');
    await expect(canvas.queryByRole('link', { name: /Seguir el envío/ })).not.toBeInTheDocument();
  },
};

export const ReadyForPickup: Story = {
  args: { order: readyForPickupOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'LISTA PARA RETIRAR', 'Tu pedido te espera en Sucursal Palermo.');
    const delivery = region(canvas, 'Entrega');
    await expect(delivery.getByText('Retiro en local: Sucursal Palermo')).toBeVisible();
    await expect(delivery.getByText('Av. Santa Fe 3253, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(delivery.getByRole('link', { name: 'Teléfono: (011) 4821-5678' })).toHaveAttribute('href', 'tel:01148215678');
    await expect(delivery.getByText(/15 días corridos/)).toBeVisible();
    await expect(figureOf(canvas, 'Envío')).toHaveTextContent('GRATIS');
    await expect(region(canvas, 'Medio de pago').getByText('Tarjeta de Débito/Crédito')).toBeVisible();
  },
};

export const DeliveredWithWithdrawal: Story = {
  args: { order: deliveredOrder, withdrawalHref: withdrawalHref(1043) },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expectHeader(canvas, 'ENTREGADA', 'Entregamos tu pedido. ¡Que lo disfrutes!');
    // Received: the exact last day the server computed (moved past days off by the domain's rule).
    const withdrawal = region(canvas, 'Derecho de arrepentimiento');
    await expect(withdrawal.getByText('Puedes arrepentirte de tu compra hasta el 24 de marzo de 2025 inclusive.')).toBeVisible();
    await expect(withdrawal.getByText('Sin costo para ti.')).toBeVisible();
    await userEvent.click(withdrawal.getByRole('link', { name: 'Botón de arrepentimiento' }));
    await expect(onNavigate).toHaveBeenCalledWith('/repentance?order=1043');
  },
};

/** The last day is on the right's own day, to its end in Argentina: 23:59 there is still in time. */
export const DeliveredLastDay: Story = {
  args: { order: deliveredOrder, withdrawalHref: withdrawalHref(1043), now: Date.parse('2025-03-25T02:59:00Z') },
  play: async ({ canvas }) => {
    const withdrawal = region(canvas, 'Derecho de arrepentimiento');
    await expect(withdrawal.getByText('Puedes arrepentirte de tu compra hasta el 24 de marzo de 2025 inclusive.')).toBeVisible();
    await expect(withdrawal.getByRole('link', { name: 'Botón de arrepentimiento' })).toBeVisible();
  },
};

/** The term is over: the page says it ended, and the storefront gives no withdrawal link. */
export const DeliveredWithdrawalOver: Story = {
  args: { order: deliveredOrder, now: Date.parse('2025-03-25T03:00:00Z') },
  play: async ({ canvas }) => {
    const withdrawal = region(canvas, 'Derecho de arrepentimiento');
    await expect(withdrawal.getByText('El plazo para arrepentirte de esta compra terminó el 24 de marzo de 2025.')).toBeVisible();
    await expect(withdrawal.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { order: cancelledOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'CANCELADA', 'Esta compra fue cancelada.');
    await expect(currentStep(canvas)).toHaveTextContent('Cancelada');
    // Still bought again.
    await expect(canvas.getByRole('button', { name: 'Volver a comprar' })).toBeEnabled();
  },
};

export const Expired: Story = {
  args: { order: expiredOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'VENCIDA', 'Esta compra venció porque no recibimos el pago a tiempo.');
    // An expired transfer no longer shows the bank data.
    await expect(canvas.queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
  },
};

export const WithdrawalRequested: Story = {
  args: { order: withdrawalRequestedOrder },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'ARREPENTIMIENTO SOLICITADO', 'Recibimos tu pedido de arrepentimiento. Te avisaremos cuando hagamos el reintegro.');
    await expect(currentStep(canvas)).toHaveTextContent('Arrepentimiento solicitado');
    // Already exercised: the right is not offered again.
    await expect(canvas.queryByRole('region', { name: 'Derecho de arrepentimiento' })).not.toBeInTheDocument();
  },
};

export const Refunded: Story = {
  args: { order: refundedOrder, invoices: [issuedInvoice, issuedCreditNote] },
  play: async ({ canvas }) => {
    await expectHeader(canvas, 'REINTEGRADA', 'Te reintegramos el dinero de esta compra.');
    // The invoice, and the credit note that cancels it, each with its PDF.
    const vouchers = region(canvas, 'Factura');
    await expect(vouchers.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Factura B 00001-00000042', 'Nota de crédito B 00001-00000007']);
    await expect(vouchers.getByText('Anula la Factura B 00001-00000042.')).toBeVisible();
    await expect(vouchers.getByRole('link', { name: 'Descargar nota de crédito (PDF)' })).toHaveAttribute('href', '/api/invoices/57/pdf?token=firma-57');
  },
};

/** ARCA authorised the invoice: its number, CAE and the PDF, beside the totals. */
export const Invoiced: Story = {
  args: { order: paidOrder, invoices: [issuedInvoice] },
  play: async ({ canvas }) => {
    const invoice = region(canvas, 'Factura');
    await expect(invoice.getByRole('heading', { level: 3 })).toHaveTextContent('Factura B 00001-00000042');
    await expect(invoice.getByText('CAE', { selector: 'dt' }).nextElementSibling).toHaveTextContent('75104123456789');
    await expect(invoice.getByText('Vencimiento del CAE', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20/03/2025');
    await expect(invoice.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(money(issuedInvoice.total));
    await expect(invoice.getByRole('link', { name: 'Descargar factura (PDF)' })).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
  },
};

/** Paid with the pre-approved loan, picked up, one product without a picture and no coupon. */
export const PaidWithLoan: Story = {
  args: { order: loanOrder },
  play: async ({ canvas }) => {
    const payment = region(canvas, 'Medio de pago');
    await expect(payment.getByText('Crédito')).toBeVisible();
    await expect(payment.getByText(`12 cuotas de ${money(19_518.75)}`)).toBeVisible();
    await expect(canvas.queryByText(/^Cupón/)).not.toBeInTheDocument();
    // The contract as it was accepted: its summary, first due date a month after the purchase, the rates.
    const loan = region(canvas, 'Contrato del préstamo');
    await expect(loan.getByText(/^Aceptaste estas condiciones el 10 de marzo de 2025, 10:05 h/)).toBeVisible();
    const contract = within(loan.getByRole('region', { name: 'Cuadro resumen del préstamo' }));
    await expect(contract.getByText('Primer vencimiento').nextElementSibling).toHaveTextContent('10/04/2025');
    await expect(contract.getByText('CFTEA con IVA').nextElementSibling).toHaveTextContent('128,15%');
  },
};

/** The same loan still revocable: the contract accepted and the right to revoke it, side by side. */
export const LoanStillRevocable: Story = {
  args: {
    order: { ...loanOrder, loan: { ...loanOrder.loan!, revocation: { deadline: '2025-03-24', revocable: true } } },
    loanRevocation: { onRevoke: fn(), onRequestCancellation: fn() },
  },
  play: async ({ canvas }) => {
    await expect(region(canvas, 'Contrato del préstamo').getByRole('region', { name: 'Cuadro resumen del préstamo' })).toBeVisible();
    await expect(region(canvas, 'Tu préstamo').getByRole('button', { name: 'Revocar préstamo' })).toBeEnabled();
  },
};

export const Reorder: Story = {
  render: controlled(OrderDetailScreen, 'reorderMessage', { onReorder: () => 'Agregamos 3 productos a tu carrito.' }),
  play: async ({ canvas, args }) => {
    const status = canvas.getAllByRole('status').find((element) => element.closest('section'));
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a comprar' }));
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await expect(status).toHaveTextContent('Agregamos 3 productos a tu carrito.');
  },
};

export const Reordering: Story = {
  args: { reordering: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Agregando...' })).toBeDisabled();
  },
};

export const ReorderWithoutStock: Story = {
  args: { reorderMessage: 'Ninguno de estos productos tiene stock hoy.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ninguno de estos productos tiene stock hoy.')).toBeVisible();
  },
};

/** A guest through their link: no way back to a list. */
export const Guest: Story = {
  args: { order: shippedOrder, backHref: undefined, invoices: [issuedInvoice] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Volver a Mis compras' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Compra N° 1043');
    // The tracking link's page shows the invoice as the member's does.
    await expect(region(canvas, 'Factura').getByRole('link', { name: 'Descargar factura (PDF)' })).toHaveAttribute('href', '/api/invoices/42/pdf?token=firma-42');
  },
};

export const Loading: Story = {
  args: { order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu compra...');
    await expect(canvas.getByRole('link', { name: 'Volver a Mis compras' })).toHaveAttribute('href', '/profile/orders');
  },
};

export const NotFound: Story = {
  args: { order: undefined, notFound: true },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No encontramos esa compra.');
    await userEvent.click(canvas.getByRole('link', { name: 'Ver mis compras' }));
    await expect(onNavigate).toHaveBeenCalledWith('/profile/orders');
  },
};

export const NotFoundGuest: Story = {
  args: { order: undefined, notFound: true, backHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No encontramos esa compra.');
    await expect(canvas.getByRole('link', { name: 'Seguimiento de compra' })).toHaveAttribute('href', '/seguimiento');
  },
};

export const LoadError: Story = {
  args: { order: undefined, loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos cargar tu compra');
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
