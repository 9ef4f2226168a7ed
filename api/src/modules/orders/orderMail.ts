import {
  ARGENTINA_TIME_ZONE,
  argentinaDateKey,
  cardPlanLine,
  chargedTotal,
  formatARS,
  revocationSentence,
  formatShipping,
  formatRate,
  lineWithoutNationalTaxes,
  netOfTaxesText,
  orderTaxedLines,
  orderWithoutNationalTaxes,
  WITHDRAWAL_FREE,
  WITHDRAWAL_RULE,
  withdrawalUntil,
  type Company,
  type OrderPickupPoint,
  type OrderStatus,
  type PlacedOrder,
} from '@tienda/domain';
import { revocationDeadline } from '@tienda/domain/businessDays';
import type { Mail } from '../../mail/mailer';
import { mailLine } from '../../mail/mailMarkup';
import { argentineDayAfter, dayMonthYear } from '../withdrawals/withdrawalDeadline';

/** Days a pickup order waits at its store (spec §9). */
const PICKUP_DAYS = 15;

const dateTime = new Intl.DateTimeFormat('es-AR', { timeZone: ARGENTINA_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** A mail to the order's buyer made of paragraphs of lines: the same words as plain text and as HTML. */
function mailOf(order: PlacedOrder, subject: string, paragraphs: string[][]): Mail {
  return {
    to: order.contact.email,
    orderId: order.id,
    subject,
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphs.map((lines) => `<p>${lines.map(mailLine).join('<br>')}</p>`).join('\n'),
  };
}

/** The order's total's legend: the price without national taxes every price a consumer reads carries. */
const totalNetOfTaxes = (order: PlacedOrder) => netOfTaxesText(orderWithoutNationalTaxes(order));

function totals(order: PlacedOrder): string[] {
  const lines = orderTaxedLines(order.products);
  return [
    // Each line with its legend, at the rates of the day it was bought.
    ...order.products.map((p, i) => `${p.quantity} × ${p.name}: ${formatARS(p.unitPrice * p.quantity)} (${netOfTaxesText(lineWithoutNationalTaxes(lines[i]!))})`),
    `Subtotal: ${formatARS(order.subtotal)}`,
    ...(order.couponCode ? [`Cupón ${order.couponCode}: -${formatARS(order.discount)}`] : []),
    `Envío: ${formatShipping(order.shippingCost)}`,
    `Total: ${formatARS(order.total)}`,
    totalNetOfTaxes(order),
    ...(order.cardPlan ? [`Pagas en ${cardPlanLine(order.cardPlan)}.`] : []),
  ];
}

function delivery(order: PlacedOrder): string[] {
  const { address } = order;
  if ('store' in address) return [`Retiro en ${address.store}: ${address.address} (tel. ${address.phone}). Tienes ${PICKUP_DAYS} días corridos para retirarla.`];
  const estimate = order.estimatedDelivery ? ` Llega a más tardar el ${dateTime.format(new Date(order.estimatedDelivery))}.` : '';
  return [`Envío a ${address.street} ${address.number}, ${address.zipCode} ${address.city}, ${address.province}.${estimate}`];
}

/** The loan's contract in a few lines: what the borrower accepted, how to undo it, and the PDF to keep. */
function loanContractLines(order: PlacedOrder, loan: NonNullable<PlacedOrder['loan']>, links: OrderLinks, lender: Company): string[][] {
  const firstDue = loan.quote?.schedule[0]?.dueDate;
  const acceptedOn = loan.acceptedAt ? `el ${dayMonthYear(argentinaDateKey(new Date(loan.acceptedAt).getTime()))}` : 'hoy';
  return [
    [
      ...(firstDue ? [`Primer vencimiento: ${dayMonthYear(firstDue)}. Sistema francés, cuotas mensuales.`] : []),
      `Prestador: ${lender.legalName} (CUIT ${lender.cuit}).`,
    ],
    [revocationSentence(lender, acceptedOn), `Tu plazo para revocarlo vence el ${dayMonthYear(revocationDeadline(loan.acceptedAt ?? order.createdAt))}, inclusive.`],
    ...(loan.contract ? [[`Tu contrato de préstamo (PDF): ${links.site}${loan.contract.url}`, `Huella digital del PDF (SHA-256): ${loan.contract.sha256}`]] : []),
  ];
}

function howToPay(order: PlacedOrder, links: OrderLinks, lender: Company): string[][] {
  if (order.bankTransfer) {
    const bank = order.bankTransfer;
    return [
      [`Para completar tu compra transfiere ${formatARS(order.total)} a:`, `Banco: ${bank.bank}`, `Titular: ${bank.holder}`, `CUIT: ${bank.cuit}`, `CBU: ${bank.cbu}`, `Alias: ${bank.alias}`],
      [
        `Mándanos el comprobante por WhatsApp: https://wa.me/${bank.whatsapp}`,
        `Tu orden queda ${order.statusLabel} hasta que acreditemos la transferencia.`,
        ...(order.expiresAt ? [`Reservamos los productos hasta el ${dateTime.format(new Date(order.expiresAt))}; sin la transferencia, la orden vence.`] : []),
      ],
    ];
  }
  if (order.loan) {
    const { loan } = order;
    return [
      [
        `Préstamo pre-aprobado de ${formatARS(loan.requestedAmount)} en ${loan.installments} cuotas mensuales de ${formatARS(loan.installmentValue)} (consulta N° ${loan.consultaId}).`,
        `CFTEA ${formatRate(loan.cftea)} · TEA ${formatRate(loan.tea)}${loan.quote ? ` · TNA ${formatRate(loan.quote.tna)} · Total a pagar ${formatARS(loan.quote.totalToRepay)}` : ''}.`,
        'Aceptaste el préstamo en la tienda. Lo otorgamos cuando verifiquemos tus datos y te avisamos por correo; la orden queda PENDIENTE hasta entonces.',
      ],
      ...loanContractLines(order, loan, links, lender),
    ];
  }
  const until = order.expiresAt ? ` Tienes hasta el ${dateTime.format(new Date(order.expiresAt))} para pagarla; después la orden vence.` : '';
  return [[`Medio de pago: ${order.paymentMethod}. Te avisamos por correo cuando se acredite el pago.${until}`]];
}

/**
 * The pages a mail points to: where the shopper follows the order, where they may withdraw, the shop
 * itself and, for the paid and refunded mails, the voucher's PDF.
 */
export type OrderLinks = { follow: string; repentance: string; site: string; invoice?: string };

/** A member follows the order on its page of "Mis compras"; a guest asks for a link at /seguimiento. */
export function orderLinks(publicUrl: string, orderId: number, userId: number | null): OrderLinks {
  return { follow: userId === null ? `${publicUrl}/seguimiento` : `${publicUrl}/profile/orders/${orderId}`, repentance: `${publicUrl}/repentance`, site: publicUrl };
}

/**
 * The withdrawal right, its term and its link (Ley 24.240, art. 34): the rule until the order is
 * received, then its exact last day; the domain's sentences, as the shop's pages say them.
 */
const withdrawalRight = (order: PlacedOrder, links: OrderLinks) => [
  `${order.withdrawalDeadline ? withdrawalUntil(order.withdrawalDeadline) : WITHDRAWAL_RULE} ${WITHDRAWAL_FREE}: ${links.repentance}`,
];

/** The line every order mail ends with. */
const followUp = (links: OrderLinks) => [`Sigue tu compra en ${links.follow}`];

const greeting = (order: PlacedOrder) => `Hola, ${order.contact.name}:`;

/** The confirmation sent when an order is placed: the order, its totals, and how to pay it. */
export function confirmationMail(order: PlacedOrder, links: OrderLinks, lender: Company): Mail {
  return mailOf(order, `Recibimos tu orden N° ${order.id}`, [
    [greeting(order), `Recibimos tu orden N° ${order.id}.`],
    totals(order),
    delivery(order),
    ...howToPay(order, links, lender),
    withdrawalRight(order, links),
    followUp(links),
  ]);
}

/**
 * Sent once, some hours before an unpaid transfer order expires: the bank data again, and until
 * when the stock waits for it.
 */
export function transferReminderMail(order: PlacedOrder, links: OrderLinks, lender: Company): Mail {
  const until = dateTime.format(new Date(order.expiresAt!));
  return mailOf(order, `Tu orden N° ${order.id} vence pronto`, [
    [greeting(order), `Todavía no recibimos la transferencia de tu orden N° ${order.id} por ${formatARS(order.total)}.`, totalNetOfTaxes(order)],
    [`Si no la acreditamos antes del ${until}, la orden vence y sus productos vuelven a estar a la venta.`],
    ...howToPay(order, links, lender),
    ['Si ya transferiste, mándanos el comprobante y no tienes que hacer nada más.'],
    followUp(links),
  ]);
}

/** Sent once, when the order becomes paid. */
export function paidMail(order: PlacedOrder, links: OrderLinks): Mail {
  return mailOf(order, `Pago acreditado: orden N° ${order.id}`, [
    [greeting(order), `Acreditamos el pago de tu orden N° ${order.id} por ${formatARS(chargedTotal(order))}.`, totalNetOfTaxes(order)],
    delivery(order),
    ...(links.invoice ? [[`Tu factura electrónica (PDF): ${links.invoice}`, 'Si todavía no está lista, vuelve a abrir el enlace en unos minutos: la emitimos en cuanto ARCA la autoriza.']] : []),
    ['Gracias por tu compra.'],
    withdrawalRight(order, links),
    followUp(links),
  ]);
}

/** Home delivery handed to the carrier: who carries it and how to follow it. */
export function shippedMail(order: PlacedOrder, links: OrderLinks): Mail {
  const shipment = order.shipment!;
  return mailOf(order, `Tu orden N° ${order.id} está en camino`, [
    [greeting(order), `Despachamos tu orden N° ${order.id}.`],
    [
      `Transporte: ${shipment.carrier}`,
      `Código de seguimiento: ${shipment.trackingCode}`,
      ...(shipment.trackingUrl ? [`Sigue el envío en ${shipment.trackingUrl}`] : []),
    ],
    delivery(order),
    withdrawalRight(order, links),
    followUp(links),
  ]);
}

/** A pickup order waiting at its store: where, what to bring, and until when. */
export function readyForPickupMail(order: PlacedOrder, links: OrderLinks): Mail {
  const store = order.address as OrderPickupPoint;
  const readySince = [...order.timeline].reverse().find((event) => event.status === 'ready_for_pickup')?.at ?? new Date().toISOString();
  const lastDay = dayMonthYear(argentineDayAfter(new Date(readySince), PICKUP_DAYS));
  return mailOf(order, `Tu orden N° ${order.id} está lista para retirar`, [
    [greeting(order), `Tu orden N° ${order.id} ya te espera en ${store.store}.`],
    [`Dirección: ${store.address}`, `Teléfono: ${store.phone} (llama para confirmar el horario antes de ir)`],
    [`Trae tu DNI y el número de orden: N° ${order.id}.`, `Tienes ${PICKUP_DAYS} días corridos para retirarla: hasta el ${lastDay}.`],
    withdrawalRight(order, links),
    followUp(links),
  ]);
}

/** The order reached the shopper: the withdrawal's days start, and the mail says until when. */
export function deliveredMail(order: PlacedOrder, links: OrderLinks): Mail {
  return mailOf(order, `Entregamos tu orden N° ${order.id}`, [
    [greeting(order), `Tu orden N° ${order.id} fue entregada. ¡Que la disfrutes!`],
    withdrawalRight(order, links),
    followUp(links),
  ]);
}

/** The money of a withdrawn order given back. */
export function refundedMail(order: PlacedOrder, links: OrderLinks): Mail {
  return mailOf(order, `Reintegro de tu orden N° ${order.id}`, [
    [greeting(order), `Registramos el reintegro de ${formatARS(chargedTotal(order))} de tu orden N° ${order.id}.`, totalNetOfTaxes(order)],
    ['Según tu medio de pago, puede tardar unos días en verse en tu cuenta.'],
    ...(links.invoice ? [[`La nota de crédito que anula tu factura (PDF): ${links.invoice}`]] : []),
    followUp(links),
  ]);
}

// The lender is named only where a loan's terms are (the confirmation); the others take no notice of it.
const STEP_MAILS: Partial<Record<OrderStatus, (order: PlacedOrder, links: OrderLinks, lender: Company) => Mail>> = {
  pending_payment: confirmationMail,
  paid: paidMail,
  shipped: shippedMail,
  ready_for_pickup: readyForPickupMail,
  delivered: deliveredMail,
  refunded: refundedMail,
};

/** The mail an order sends on entering its present state, when it is a step the shopper cares about. */
export function stepMail(order: PlacedOrder, links: OrderLinks, lender: Company): Mail | undefined {
  return STEP_MAILS[order.status]?.(order, links, lender);
}
