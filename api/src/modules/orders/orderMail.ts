import { ARGENTINA_TIME_ZONE, formatARS, formatShipping, LOAN_INSTALLMENTS, type PlacedOrder } from '@tienda/domain';
import type { Mail } from '../../mail/mailer';
import { escapeMarkup } from '../../seed/markup';

const dateTime = new Intl.DateTimeFormat('es-AR', { timeZone: ARGENTINA_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const percent = (value: number) => `${value.toFixed(2).replace('.', ',')} %`;

/** A mail made of paragraphs of lines: the same words as plain text and as HTML. */
function mailOf(to: string, subject: string, paragraphs: string[][]): Mail {
  return {
    to,
    subject,
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphs.map((lines) => `<p>${lines.map(escapeMarkup).join('<br>')}</p>`).join('\n'),
  };
}

function totals(order: PlacedOrder): string[] {
  return [
    ...order.products.map((p) => `${p.quantity} × ${p.name}: ${formatARS(p.unitPrice * p.quantity)}`),
    `Subtotal: ${formatARS(order.subtotal)}`,
    ...(order.couponCode ? [`Cupón ${order.couponCode}: -${formatARS(order.discount)}`] : []),
    `Envío: ${formatShipping(order.shippingCost)}`,
    `Total: ${formatARS(order.total)}`,
  ];
}

function delivery(order: PlacedOrder): string[] {
  const { address } = order;
  if ('store' in address) return [`Retiro en ${address.store}: ${address.address} (tel. ${address.phone}). Tienes 15 días corridos para retirarla.`];
  const estimate = order.estimatedDelivery ? ` Llega a más tardar el ${dateTime.format(new Date(order.estimatedDelivery))}.` : '';
  return [`Envío a ${address.street} ${address.number}, ${address.zipCode} ${address.city}, ${address.province}.${estimate}`];
}

function howToPay(order: PlacedOrder): string[][] {
  if (order.bankTransfer) {
    const bank = order.bankTransfer;
    return [
      [`Para completar tu compra transfiere ${formatARS(order.total)} a:`, `Banco: ${bank.bank}`, `Titular: ${bank.holder}`, `CUIT: ${bank.cuit}`, `CBU: ${bank.cbu}`, `Alias: ${bank.alias}`],
      [`Mándanos el comprobante por WhatsApp: https://wa.me/${bank.whatsapp}`, `Tu orden queda ${order.statusLabel} hasta que acreditemos la transferencia.`],
    ];
  }
  if (order.loan) {
    const loan = order.loan;
    return [
      [
        `Préstamo pre-aprobado de ${formatARS(loan.requestedAmount)} en ${LOAN_INSTALLMENTS} cuotas de ${formatARS(loan.installmentValue)} (consulta N° ${loan.consultaId}).`,
        `TEA ${percent(loan.tea)} · CFTEA ${percent(loan.cftea)}.`,
        'Te contactamos para firmar el préstamo; la orden queda PENDIENTE hasta entonces.',
      ],
    ];
  }
  const until = order.expiresAt ? ` Tienes hasta el ${dateTime.format(new Date(order.expiresAt))} para pagarla; después la orden vence.` : '';
  return [[`Medio de pago: ${order.paymentMethod}. Te avisamos por correo cuando se acredite el pago.${until}`]];
}

/** The confirmation sent when an order is placed: the order, its totals, and how to pay it. */
export function confirmationMail(order: PlacedOrder): Mail {
  return mailOf(order.contact.email, `Recibimos tu orden N° ${order.id}`, [
    [`Hola, ${order.contact.name}:`, `Recibimos tu orden N° ${order.id}.`],
    totals(order),
    delivery(order),
    ...howToPay(order),
  ]);
}

/** Sent once, when the order becomes paid. */
export function paidMail(order: PlacedOrder): Mail {
  return mailOf(order.contact.email, `Pago acreditado: orden N° ${order.id}`, [
    [`Hola, ${order.contact.name}:`, `Acreditamos el pago de tu orden N° ${order.id} por ${formatARS(order.total)}.`],
    delivery(order),
    ['Gracias por tu compra.'],
  ]);
}
