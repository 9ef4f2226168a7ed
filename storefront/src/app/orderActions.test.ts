import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@tienda/domain';
import { canPayAgain, withdrawalHref } from './orderActions';

const order = (change: Partial<PlacedOrder>): PlacedOrder => ({
  id: 41,
  status: 'pending_payment',
  statusLabel: 'PENDIENTE',
  paymentMethod: 'Mercado Pago',
  shipmentMethod: 'Retiro en local',
  products: [{ productId: 1, name: 'Producto 1', quantity: 1, unitPrice: 100_000, image: null, ivaRate: 21, internalTaxRate: 0 }],
  subtotal: 100_000,
  couponCode: null,
  discount: 0,
  totalPrice: 100_000,
  shippingCost: 0,
  total: 100_000,
  carrierId: null,
  estimatedDelivery: null,
  address: { store: 'Sucursal Centro', address: 'Av. Corrientes 1234', phone: '(011) 4372-1234' },
  contact: { name: 'Ana Ruiz', email: 'ana+compras@ejemplo.com', phone: '1123456789' },
  loan: null,
  cardPlan: null,
  bankTransfer: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  expiresAt: '2026-03-02T15:30:00.000Z',
  paidAt: null,
  deliveredAt: null,
  timeline: [],
  shipment: null,
  withdrawalDeadline: null,
  ...change,
});

const at = (iso: string) => Date.parse(iso);

describe("'Pagar' again", () => {
  it('is offered for an unpaid Mercado Pago or card order until it expires', () => {
    expect(canPayAgain(order({}), at('2026-03-02T15:10:00Z'))).toBe(true);
    expect(canPayAgain(order({ paymentMethod: 'Tarjeta de crédito', expiresAt: null }), at('2026-03-09T15:10:00Z'))).toBe(true);
    expect(canPayAgain(order({}), at('2026-03-02T15:30:00Z'))).toBe(false);
  });

  it('is not offered for a transfer, a loan or an order already paid', () => {
    const now = at('2026-03-02T15:10:00Z');
    expect(canPayAgain(order({ paymentMethod: 'Transferencia' }), now)).toBe(false);
    expect(canPayAgain(order({ paymentMethod: 'Prestamo' }), now)).toBe(false);
    expect(canPayAgain(order({ status: 'paid' }), now)).toBe(false);
  });
});

describe('the withdrawal (botón de arrepentimiento)', () => {
  it('links to the form with the order and its e-mail', () => {
    const href = withdrawalHref(order({ status: 'paid' }), at('2026-03-03T12:00:00Z'))!;
    const query = new URL(href, 'http://tienda').searchParams;
    expect(href.startsWith('/repentance?')).toBe(true);
    expect([query.get('pedido'), query.get('correo')]).toEqual(['41', 'ana+compras@ejemplo.com']);
  });

  it('lasts until the last day in Argentina, then goes', () => {
    const delivered = order({ status: 'delivered', withdrawalDeadline: '2026-03-12' });
    // 23:30 in Buenos Aires on the last day is 02:30 of the next day in UTC.
    expect(withdrawalHref(delivered, at('2026-03-13T02:30:00Z'))).toBeDefined();
    expect(withdrawalHref(delivered, at('2026-03-13T03:00:00Z'))).toBeUndefined();
  });

  it('is not offered before payment, nor once asked for or over', () => {
    const now = at('2026-03-03T12:00:00Z');
    for (const status of ['pending_payment', 'cancelled', 'expired', 'withdrawal_requested', 'refunded'] as const) {
      expect(withdrawalHref(order({ status }), now), status).toBeUndefined();
    }
  });
});
