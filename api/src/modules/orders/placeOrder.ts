import {
  cardInstallmentPlan,
  couponDiscount,
  DEFAULT_PICKUP_STORE,
  formatARS,
  formatRate,
  formatShipping,
  MAX_UNITS_PER_PRODUCT,
  roundMoney,
  SHIPPING_DATA_MISSING,
  UNITS_PER_PRODUCT_EXCEEDED,
  type OrderAddress,
  type OrderCardPlan,
  type OrderLoan,
  type OrderPickupPoint,
  type OrderRequest,
  type PaymentMethod,
  type PlacedOrder,
} from '@tienda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { ZippinApi } from '../../providers/zippin/zippin';
import type { Settings } from '../../settings';
import { recordCouponUse, usableCoupon } from '../coupons/couponUse';
import { drawAcceptedContract, keepAcceptedContract } from '../loans/acceptedContract';
import { loanForOrder } from '../loans/loanDetails';
import type { StoredContract } from '../loans/loanContractQueries';
import { createLoanContractTokens } from '../loans/loanTokens';
import { quoteShipping } from '../shipping/quote';
import { claimKey, earlierAnswer, storeAnswer, type IdempotencyKey } from './idempotency';
import { confirmationMail, orderLinks } from './orderMail';
import { insertOrder, orderById, pickupPoint, priceLines, shortageOf, type PricedLine } from './orderQueries';
import { takeStock, type OrderLine } from './stock';
import { recordTermsAcceptance, requireCurrentTerms } from './termsAcceptance';

/** Who buys: a member (from their profile) or a guest (from the order's contact fields). */
export type Customer = { userId: number | null; name: string; email: string; phone: string; cuil: string | null };

export type OrderDependencies = {
  db: Database;
  zippin: ZippinApi;
  settings: Pick<Settings, 'bank' | 'orderExpiryMinutes' | 'transferExpiry' | 'loanPlans' | 'publicUrl' | 'jwtSecret' | 'company'>;
  log: FastifyBaseLogger;
  mailer: Mailer;
};

/**
 * When an unpaid order gives its stock back: minutes for a provider's checkout, days for a bank
 * transfer; a loan waits for its signature and never expires by itself.
 */
function expiryOf(method: PaymentMethod, now: Date, settings: OrderDependencies['settings']): Date | null {
  switch (method) {
    case 'Tarjeta de crédito':
    case 'Mercado Pago':
      return new Date(now.getTime() + settings.orderExpiryMinutes * 60_000);
    case 'Transferencia':
      return new Date(now.getTime() + settings.transferExpiry.hours * 3_600_000);
    default:
      return null;
  }
}

// The client's total is checked, never trusted, and never silently corrected: the shopper must see
// the new figures before paying them.
const pricesChanged = (totalPrice?: number, shippingCost?: number) =>
  new HttpError(
    409,
    totalPrice === undefined || shippingCost === undefined
      ? 'Los precios cambiaron desde que armaste tu compra. Revisa tu carrito y confirma de nuevo.'
      : `Los precios cambiaron desde que armaste tu compra: los productos suman ${formatARS(totalPrice)} y el envío: ${formatShipping(shippingCost)}. Revisa tu carrito y confirma de nuevo.`,
  );

/** The providers that take an instalment option: only their orders may come in "6 cuotas fijas". */
const INSTALMENT_PROVIDERS: readonly PaymentMethod[] = ['Tarjeta de crédito', 'Mercado Pago'];

/**
 * The "6 cuotas fijas" a card or Mercado Pago order asks for, quoted again by the server from the
 * catalogue's prices and the order's own total (the storefront showed the same domain figures); null
 * for one payment.
 */
function cardPlanFor(body: OrderRequest, lines: readonly PricedLine[], total: number, now: Date): OrderCardPlan | null {
  const asked = body.cardInstallments;
  if (!asked) return null;
  if (!INSTALMENT_PROVIDERS.includes(body.paymentMethod)) {
    throw new HttpError(400, 'Las 6 cuotas fijas se pagan con tarjeta o Mercado Pago; con préstamo, elige el plan en el paso del préstamo.');
  }
  const plan = cardInstallmentPlan(lines.map((line) => ({ product: line.instalmentPrices, quantity: line.quantity })), total, now.getTime());
  if (!plan) throw new HttpError(409, 'Esta compra no tiene 6 cuotas fijas disponibles. Elige pagar en 1 pago.');
  // The instalment follows internal_cost, which may change while the cash price stays: the shopper
  // must see the new one before paying it.
  if (plan.installments !== asked.installments || plan.installmentValue !== roundMoney(asked.installmentValue)) {
    throw new HttpError(
      409,
      `Las cuotas cambiaron desde que armaste tu compra: ahora son ${plan.installments} cuotas fijas de ${formatARS(plan.installmentValue)} (CFTEA ${formatRate(plan.cftea)}). Revisa tu compra y confirma de nuevo.`,
    );
  }
  return plan;
}

/** Another request with the same Idempotency-Key committed first. */
class KeyTaken extends Error {}

/**
 * The same product twice in the payload counts as one line; no line may take more units than a
 * household buys (the cart's own cap, so the storefront never offers more).
 */
function mergeLines(products: readonly OrderLine[]): OrderLine[] {
  const units = new Map<number, number>();
  for (const { productId, quantity } of products) units.set(productId, (units.get(productId) ?? 0) + quantity);
  if ([...units.values()].some((quantity) => quantity > MAX_UNITS_PER_PRODUCT)) throw new HttpError(400, UNITS_PER_PRODUCT_EXCEEDED);
  return [...units].map(([productId, quantity]) => ({ productId, quantity }));
}

type Delivery = { cost: number; carrierId: string | null; estimatedDelivery: string | null; address: OrderAddress | OrderPickupPoint };

/** Home delivery is quoted again, by the server; pickup is free, at the store named or the default one. */
async function deliveryOf(deps: OrderDependencies, body: OrderRequest, lines: readonly OrderLine[]): Promise<Delivery> {
  const { address } = body;
  if (body.shipmentMethod === 'Retiro en local') {
    const store = address && 'store' in address ? address.store : DEFAULT_PICKUP_STORE;
    return { cost: 0, carrierId: null, estimatedDelivery: null, address: await pickupPoint(deps.db, store) };
  }
  // The contract's own rule: home delivery comes with a complete address.
  if (!address || !('street' in address)) throw new HttpError(400, SHIPPING_DATA_MISSING);
  const { street, number, zipCode, city, province } = address;
  const units = new Map(lines.map((line) => [line.productId, line.quantity]));
  const quote = await quoteShipping(deps.db, deps.zippin, units, { zipcode: zipCode, state: province, city }, deps.log);
  return { cost: quote.cost, carrierId: quote.carrierId, estimatedDelivery: quote.estimatedDelivery, address: { street, number, zipCode, city, province } };
}

/**
 * Places an order. Every figure is the server's: prices from the catalogue, the coupon's
 * discount, the shipping quote and, for a loan, the member's recorded offer; a client total that
 * differs is refused. Stock and the coupon's use are taken in the same transaction as the order.
 * With an Idempotency-Key, a retry answers the order the first request made.
 */
export async function placeOrder(
  deps: OrderDependencies,
  body: OrderRequest,
  customer: Customer,
  key: IdempotencyKey | undefined,
  now = new Date(),
): Promise<{ order: PlacedOrder; replayed: boolean }> {
  const { db, settings } = deps;
  const termsVersion = requireCurrentTerms(body);
  const earlier = key && (await earlierAnswer(db, key, settings.bank));
  if (earlier) return { order: earlier, replayed: true };

  const lines = await priceLines(db, mergeLines(body.products));
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const coupon = body.couponCode?.trim() ? await usableCoupon(db, body.couponCode) : null;
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  const totalPrice = roundMoney(subtotal - discount);
  const delivery = await deliveryOf(deps, body, lines);
  if (roundMoney(body.totalPrice) !== totalPrice || roundMoney(body.shippingCost) !== delivery.cost) throw pricesChanged(totalPrice, delivery.cost);
  const total = roundMoney(totalPrice + delivery.cost);

  let loan: OrderLoan | null = null;
  let contract: StoredContract | null = null;
  if (body.paymentMethod === 'Prestamo') {
    if (customer.userId === null) throw new HttpError(403, 'Para pagar con un préstamo inicia sesión.');
    loan = await loanForOrder(db, customer.userId, body.loanDetails, lines, total, now, settings.loanPlans);
    // Drawn before the transaction (it takes some milliseconds of CPU), kept inside it.
    contract = await drawAcceptedContract(settings.company, loan, { name: customer.name, cuil: customer.cuil ?? '', email: customer.email }, now);
  }

  const cardPlan = cardPlanFor(body, lines, total, now);

  try {
    const order = await db.transaction(async (tx) => {
      if (key && !(await claimKey(tx, key))) throw new KeyTaken();
      const taken = await takeStock(tx, lines);
      if ('shortOf' in taken) throw await shortageOf(tx, taken.shortOf);
      // A price changed between the reading above and the lock: the shopper must see it.
      if (lines.some((line) => taken.prices.get(line.productId) !== line.finalPrice)) throw pricesChanged();
      if (coupon && !(await recordCouponUse(tx, coupon.id))) throw new HttpError(410, 'El cupón ingresado ya no tiene usos disponibles.');
      const id = await insertOrder(tx, {
        userId: customer.userId,
        paymentMethod: body.paymentMethod,
        shipmentMethod: body.shipmentMethod,
        contact: { name: customer.name, email: customer.email, phone: customer.phone, cuil: customer.cuil },
        address: delivery.address,
        billingAddress: body.billingAddress ?? null,
        lines,
        subtotal,
        coupon,
        discount,
        shippingCost: delivery.cost,
        total,
        carrierId: delivery.carrierId,
        estimatedDelivery: delivery.estimatedDelivery,
        loan,
        cardPlan,
        createdAt: now,
        expiresAt: expiryOf(body.paymentMethod, now, settings),
      });
      await recordTermsAcceptance(tx, id, termsVersion, now);
      if (contract) await keepAcceptedContract(tx, createLoanContractTokens(settings.jwtSecret), id, contract);
      const placed = (await orderById(tx, id, settings.bank))!;
      if (key) await storeAnswer(tx, key, placed);
      // Queued with the order, in its transaction: an order never exists without its confirmation.
      await deps.mailer.send(confirmationMail(placed, orderLinks(settings.publicUrl, id, customer.userId), settings.company), tx);
      return placed;
    });
    return { order, replayed: false };
  } catch (error) {
    if (error instanceof KeyTaken) return { order: (await earlierAnswer(db, key!, settings.bank))!, replayed: true };
    throw error;
  }
}
