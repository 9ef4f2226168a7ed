// WhatsApp links and the messages the checkout sends by them (spec §4 Payment and Loan): pure
// text builders, so the storefront, the stories and the tests read the same words.
import type { Address } from './address';
import { ORDER_STATUS_LABELS } from './contracts/orders';
import type { LoanOfferState } from './loan';
import { formatARS, formatRate, formatShipping, roundMoney } from './money';

/** A wa.me link: the number without '+' or separators, the text (when there is one) URL-encoded. */
export function whatsappUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Who buys: the account's data for members, the contact step's for guests. */
export type MessageCustomer = { name: string; email: string; phone?: string | null; cuil?: string | null };

/** One line of the order: what, how many, and the unit's price (cash price, before the coupon). */
export type MessageLine = { name: string; quantity: number; unitPrice: number };

/** Where the order goes: a home address, or the pickup store with its address. */
export type MessageDelivery =
  | { method: 'Envío a domicilio'; address: Address }
  | { method: 'Retiro en local'; store: string; address?: string };

/** The figures of the order as the summary shows them; total = products after the coupon + shipping. */
export type MessageTotals = { subtotal: number; coupon?: { code: string; discount: number } | null; shipping: number; total: number };

/** The shop's account for the transfer. */
export type MessageBank = { bank: string; holder: string; cuit?: string; cbu: string; alias?: string };

export type OrderMessage = {
  /** The order placed; left out when there is none yet. */
  orderId?: number | string | null;
  customer: MessageCustomer;
  lines: readonly MessageLine[];
  totals: MessageTotals;
  delivery: MessageDelivery;
};

export type TransferMessage = OrderMessage & { bank: MessageBank };

/** The payment method's words in the transfer message (spec §4 Payment). */
export const TRANSFER_PAYMENT_LABEL = 'Transferencia Bancaria';

const bold = (text: string) => `*${text}*`;

function section(title: string, lines: readonly (string | false | null | undefined)[]): string {
  return [bold(title), ...lines.filter((line): line is string => typeof line === 'string' && line !== '')].join('\n');
}

function customerSection({ name, email, phone, cuil }: MessageCustomer): string {
  return section('Datos del cliente', [`Nombre: ${name}`, `Email: ${email}`, phone && `Teléfono: ${phone}`, cuil && `CUIL: ${cuil}`]);
}

function productsSection(lines: readonly MessageLine[]): string {
  return section(
    'Productos',
    lines.map(({ name, quantity, unitPrice }) => `- ${name} x ${quantity}: ${formatARS(roundMoney(unitPrice * quantity))}`),
  );
}

function totalsSection({ subtotal, coupon, shipping, total }: MessageTotals): string {
  return section('Totales', [
    `Subtotal: ${formatARS(subtotal)}`,
    coupon && `Cupón ${coupon.code}: ${formatARS(-coupon.discount)}`,
    `Envío: ${formatShipping(shipping)}`,
    `Total: ${formatARS(total)}`,
  ]);
}

function deliverySection(delivery: MessageDelivery): string {
  if (delivery.method === 'Retiro en local') {
    return section('Entrega', [`Retiro en local: ${delivery.store}`, delivery.address && `Dirección: ${delivery.address}`]);
  }
  const { street, number, zipCode, city, province } = delivery.address;
  return section('Entrega', ['Envío a domicilio', `Dirección: ${street} ${number}, CP ${zipCode}, ${city}, ${province}`]);
}

const orderLine = (orderId: OrderMessage['orderId']) => (orderId !== undefined && orderId !== null ? bold(`Orden N° ${orderId}`) : null);

const join = (blocks: readonly (string | null)[]) => blocks.filter((block): block is string => block !== null).join('\n\n');

/**
 * The bank transfer's message (spec §4 Payment): customer data, products, totals, coupon,
 * delivery data, payment 'Transferencia Bancaria', status 'PENDIENTE' and the bank data.
 */
export function transferMessage({ orderId, customer, lines, totals, delivery, bank }: TransferMessage): string {
  return join([
    'Hola, realicé una compra en la tienda online y voy a pagarla por transferencia bancaria.',
    orderLine(orderId),
    customerSection(customer),
    productsSection(lines),
    totalsSection(totals),
    deliverySection(delivery),
    section('Pago', [`Medio de pago: ${TRANSFER_PAYMENT_LABEL}`, `Estado: ${ORDER_STATUS_LABELS.pending_payment}`]),
    section('Datos bancarios', [
      `Banco: ${bank.bank}`,
      `Razón social: ${bank.holder}`,
      bank.cuit && `CUIT: ${bank.cuit}`,
      `CBU: ${bank.cbu}`,
      bank.alias && `Alias: ${bank.alias}`,
    ]),
    'Adjunto el comprobante de la transferencia.',
  ]);
}

/** What the share message tells of the accepted loan. */
export type AcceptedLoan = { installments: number; installmentValue: number; cftea: number };

/** The loan's state word on an approved offer (domain loanOfferState). */
const APPROVED: Extract<LoanOfferState, { kind: 'approved' }>['status'] = 'APROBADO CON CUPO';

/**
 * The pre-approved loan's message, shared from the summary (spec §4 Loan): the order, the
 * customer, the products and totals, the delivery, and the loan accepted — its instalments and
 * their cost, as the contract summary gave them.
 */
export function loanShareMessage({ orderId, customer, lines, totals, delivery, loan }: OrderMessage & { loan: AcceptedLoan }): string {
  return join([
    'Hola, quiero finalizar mi compra con mi préstamo pre-aprobado.',
    orderLine(orderId),
    customerSection(customer),
    productsSection(lines),
    totalsSection(totals),
    deliverySection(delivery),
    section('Préstamo', [
      `Préstamo pre-aprobado de ${formatARS(totals.total)}`,
      `${loan.installments} cuotas de ${formatARS(loan.installmentValue)}`,
      `CFTEA: ${formatRate(loan.cftea)}`,
      `Estado: ${APPROVED}`,
    ]),
  ]);
}

/**
 * The first words to an operator when the offer nearly covers the purchase (spec §4 Loan):
 * the purchase, the pre-approved amount and what is missing.
 */
export function loanOperatorMessage({ total, maxCapital }: { total: number; maxCapital: number }): string {
  return [
    'Hola, quiero consultar por mi préstamo pre-aprobado.',
    `Mi compra es de ${formatARS(total)} y mi monto pre-aprobado es de ${formatARS(maxCapital)}: me faltan ${formatARS(Math.max(roundMoney(total - maxCapital), 0))}.`,
  ].join('\n');
}
