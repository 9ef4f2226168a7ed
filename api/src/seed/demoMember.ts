import { roundMoney, STORES, type OrderStatus, type PaymentMethod } from '@tienda/domain';
import type { Queryable } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_PRODUCTS } from './catalogue';
import { insertRows } from './insertRows';

/** The demo member "Mis compras" is shown with (api/src/seed/README.md). */
export const DEMO_MEMBER = { email: 'demo@tienda.local', password: 'demo1234' };

const PERSON = { first_name: 'Sofía', last_name: 'Martínez', cuil: '27302223330', phone: '1155550123' };
const HOME = { street: 'Av. Cabildo', number: 2040, zipCode: 'C1428AAP', city: 'Belgrano', province: 'Ciudad Autónoma de Buenos Aires' };
const HOME_SHIPPING = 8_900;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoOrder = {
  /** When it was placed, in days before the seed runs. */
  daysAgo: number;
  paymentMethod: PaymentMethod;
  /** A pickup store; home delivery when absent. */
  store?: string;
  lines: [productId: number, quantity: number][];
  coupon?: { code: string; percent: number };
  /** The states after its creation, each with the hours after creation it was entered. */
  steps: [OrderStatus, hoursLater: number][];
  shipment?: { carrier: string; trackingCode: string; trackingUrl: string | null };
};

// One order in each state a member's list shows, newest first as "Mis compras" lists them. The
// products are from the end of the catalogue, away from the ones the server's suites count.
const ORDERS: DemoOrder[] = [
  { daysAgo: 0.2, paymentMethod: 'Transferencia', store: 'Sucursal Palermo', lines: [[50, 1]], steps: [] },
  { daysAgo: 1, paymentMethod: 'Mercado Pago', lines: [[63, 1]], steps: [['paid', 0.1]] },
  { daysAgo: 2, paymentMethod: 'Tarjeta de crédito', store: 'Sucursal Centro', lines: [[55, 1], [54, 1]], steps: [['paid', 0.1], ['preparing', 20]] },
  {
    daysAgo: 4,
    paymentMethod: 'Mercado Pago',
    lines: [[44, 1], [47, 2]],
    coupon: { code: 'BIENVENIDA10', percent: 10 },
    steps: [['paid', 0.1], ['preparing', 18], ['shipped', 40]],
    shipment: { carrier: 'Andreani', trackingCode: 'AND360001234567', trackingUrl: null },
  },
  { daysAgo: 5, paymentMethod: 'Transferencia', store: 'Sucursal Centro', lines: [[57, 1]], steps: [['paid', 20], ['preparing', 30], ['ready_for_pickup', 70]] },
  {
    daysAgo: 9,
    paymentMethod: 'Tarjeta de crédito',
    lines: [[66, 1], [69, 1]],
    steps: [['paid', 0.1], ['preparing', 20], ['shipped', 44], ['delivered', 120]],
    shipment: { carrier: 'Correo Argentino', trackingCode: 'CP123456789AR', trackingUrl: null },
  },
  { daysAgo: 20, paymentMethod: 'Transferencia', store: 'Sucursal Palermo', lines: [[71, 1]], steps: [['cancelled', 50]] },
];

/** When the order entered a state, if it did. */
const enteredAt = (steps: [OrderStatus, Date][], status: OrderStatus) => steps.find(([entered]) => entered === status)?.[1] ?? null;

/**
 * A member with orders in every state of their life (pending transfer, paid, preparing, shipped with
 * its tracking code, ready for pickup, delivered, cancelled), each with its timeline, so the demo's
 * "Mis compras" is filled. Part of the demo's first seeding: it runs once, with the catalogue.
 */
export async function seedDemoMember(tx: Queryable, now = new Date()): Promise<void> {
  const [member] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, cuil, phone, email_verified, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7) RETURNING id`,
    [DEMO_MEMBER.email, await hashPassword(DEMO_MEMBER.password), PERSON.first_name, PERSON.last_name, PERSON.cuil, PERSON.phone, new Date(now.getTime() - 30 * DAY)],
  );
  await insertRows(tx, 'addresses', [{ user_id: member!.id, street: HOME.street, number: HOME.number, zip_code: HOME.zipCode, city: HOME.city, province: HOME.province }]);

  // Oldest first, so the numbers grow with the dates.
  for (const order of [...ORDERS].reverse()) {
    const createdAt = new Date(now.getTime() - order.daysAgo * DAY);
    const lines = order.lines.map(([productId, quantity]) => {
      const product = DEMO_PRODUCTS.find((p) => p.id === productId)!;
      // The rates of the day it was bought: today's, for the demo.
      return { product_id: productId, name: product.name, unit_price: product.final_price, quantity, iva_rate: product.iva_rate, internal_tax_rate: product.internal_tax_rate };
    });
    const subtotal = roundMoney(lines.reduce((sum, line) => sum + Number(line.unit_price) * line.quantity, 0));
    const discount = order.coupon ? roundMoney((subtotal * order.coupon.percent) / 100) : 0;
    const shippingCost = order.store ? 0 : HOME_SHIPPING;
    const pickup = STORES.find((store) => store.store === order.store);
    const steps = order.steps.map(([status, hours]): [OrderStatus, Date] => [status, new Date(createdAt.getTime() + hours * HOUR)]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, payment_method, shipment_method, contact_name, contact_email, contact_phone, contact_cuil,
                           address, subtotal, coupon_id, coupon_code, discount, shipping_cost, total, carrier_id, estimated_delivery,
                           created_at, paid_at, delivered_at, closed_at, shipment)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, (SELECT id FROM coupons WHERE code = $11), $11, $12, $13, $14, $15, $16,
               $17, $18, $19, $20, $21) RETURNING id`,
      [
        member!.id,
        steps.at(-1)?.[0] ?? 'pending_payment',
        order.paymentMethod,
        pickup ? 'Retiro en local' : 'Envío a domicilio',
        `${PERSON.first_name} ${PERSON.last_name}`,
        DEMO_MEMBER.email,
        PERSON.phone,
        PERSON.cuil,
        JSON.stringify(pickup ? { store: pickup.store, address: pickup.address, phone: pickup.phone } : HOME),
        subtotal,
        order.coupon?.code ?? null,
        discount,
        shippingCost,
        roundMoney(subtotal - discount + shippingCost),
        pickup ? null : '1',
        pickup ? null : new Date(createdAt.getTime() + 5 * DAY),
        createdAt,
        // What each step stamps on the row, as orderStates.ts does when it is taken.
        enteredAt(steps, 'paid'),
        enteredAt(steps, 'delivered'),
        enteredAt(steps, 'cancelled'),
        order.shipment ? JSON.stringify(order.shipment) : null,
      ],
    );
    const id = row!.id;
    await insertRows(tx, 'order_items', lines.map((line) => ({ order_id: id, ...line })));
    await insertRows(tx, 'order_events', [['pending_payment', createdAt] as const, ...steps].map(([status, at]) => ({ order_id: id, status, at })));
    if (order.coupon) await tx.query('UPDATE coupons SET uses = uses + 1 WHERE code = $1', [order.coupon.code]);
  }
}
