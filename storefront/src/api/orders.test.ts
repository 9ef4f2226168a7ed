// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { OrderInvoice, PlacedOrder } from '@tienda/domain';
import { ordersApi } from './orders';
import { jsonAnswer, stubbedFetch } from './stubbedFetch';

const order: PlacedOrder = {
  id: 41,
  status: 'paid',
  statusLabel: 'PAGADA',
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
  contact: { name: 'Ana Ruiz', email: 'ana@ejemplo.com', phone: '1123456789' },
  loan: null,
  cardPlan: null,
  bankTransfer: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  expiresAt: null,
  paidAt: '2026-03-02T15:02:00.000Z',
  deliveredAt: null,
  timeline: [],
  shipment: null,
  withdrawalDeadline: null,
};

const invoice: OrderInvoice = {
  id: 7,
  kind: 'facturaB',
  state: 'issued',
  number: '00001-00000042',
  date: '2026-03-02',
  total: 100_000,
  cae: '75104123456789',
  caeDueDate: '2026-03-12',
  pdfUrl: '/api/invoices/7/pdf?token=firma',
};

describe("an order's page brings its vouchers with it", () => {
  const fetchStub = stubbedFetch();
  const answer = (body: unknown, status = 200) => fetchStub.mock.mockResolvedValueOnce(jsonAnswer(body, status));

  it("hands the member's order and its invoice to the page, without the answer's ok", async () => {
    answer({ ok: true, order, invoices: [invoice] });
    await expect(ordersApi.memberOrder(41)).resolves.toEqual({ order, invoices: [invoice] });
    expect(String(fetchStub.mock.mock.calls[0]![0])).toMatch(/\/api\/user\/orders\/41$/);
  });

  it("hands the guest's order and its vouchers through the link's token", async () => {
    answer({ ok: true, order, invoices: [] });
    await expect(ordersApi.trackedOrder(41, 'a/b')).resolves.toEqual({ order, invoices: [] });
    expect(String(fetchStub.mock.mock.calls[0]![0])).toMatch(/\/api\/order\/41\/tracking\/a%2Fb$/);
  });

  it('refuses an answer whose vouchers are not of the contract', async () => {
    answer({ ok: true, order, invoices: [{ ...invoice, state: 'rechazada' }] });
    await expect(ordersApi.memberOrder(41)).rejects.toThrow();
  });
});
