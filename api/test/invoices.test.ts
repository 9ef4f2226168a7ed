import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  argentinaDateKey,
  buyerDocumentText,
  OrderResponse,
  StaffInvoicesResponse,
  StaffOrderResponse,
  TRANSPARENCY_LEGEND,
  voucherBuyer,
  voucherNumberText,
  type OrderInvoice,
  type StaffInvoice,
} from '@tienda/domain';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { readSettings } from '../src/settings';
import { INVOICE_NOT_FOUND, INVOICE_PENDING } from '../src/modules/invoices/invoices';
import { createInvoiceTokens, invoicePdfPath } from '../src/modules/invoices/invoiceTokens';
import { throwawayCertificate } from '../src/providers/arca/certificates';
import { arcaSandbox, type ArcaSandbox } from '../src/providers/arca/sandbox';
import { accountCalls } from './accounts';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';
import { freshCuil } from './cuils';
import { pdfText } from './pdfText';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';
import { withdrawAsGuest } from './withdrawing';

const JWT_SECRET = 'secreto-de-las-facturas-de-prueba';
const POINT_OF_SALE = 3;
const HOUR = 3_600_000;

/** Path and query of an absolute link, for inject(). */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://localhost');
  return url.pathname + url.search;
};

/**
 * Every paid order's electronic voucher, against a sandbox of ARCA this suite serves on a port of its
 * own (as a second process would be pointed at it). The issuer's background polling is stopped: each
 * test runs its passes, so what ARCA answers to which call is the test's to say.
 */
describe('facturas electrónicas', () => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let sandbox: ArcaSandbox;
  let arca: FastifyInstance;
  let staff: string;
  let pool: CatalogProduct[];
  let next = 0;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tienda-arca-'));
    const certificate = await throwawayCertificate(dir);
    sandbox = arcaSandbox({ certificatePem: certificate.certificatePem });
    arca = Fastify();
    await arca.register(sandbox.plugin);
    const address = await arca.listen({ port: 0, host: '127.0.0.1' });
    t = await startTestApp('pglite', {
      JWT_SECRET,
      ARCA_SANDBOX_URL: address,
      ARCA_CERT_PATH: certificate.certificatePath,
      ARCA_KEY_PATH: certificate.privateKeyPath,
      ARCA_POINT_OF_SALE: String(POINT_OF_SALE),
      ARCA_TIMEOUT_SECONDS: '0.5',
      INVOICE_RETRY_SECONDS: '0.05',
    });
    await t.app.invoiceIssuer.stop();
    c = checkoutCalls(t.app);
    staff = await staffToken(t.app);
    pool = await c.products(3);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await arca?.close();
  });

  const asStaff = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${staff}` } });
  const pass = () => t.app.invoiceIssuer.runOnce();
  /** Passes until the issuer's back-off lets it ask again and the voucher leaves `pending`. */
  async function settle(id: number) {
    for (let tries = 0; tries < 40; tries += 1) {
      await pass();
      if ((await row(id)).state !== 'pending') return;
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    throw new Error(`El comprobante ${id} sigue pendiente.`);
  }

  async function order(paymentMethod: 'Transferencia' | 'Mercado Pago' = 'Transferencia', extra: object = {}) {
    const product = pool[next++ % pool.length]!;
    await t.db.query('UPDATE products SET stock = 50 WHERE id = $1', [product.id]);
    const res = await c.guestOrder({ ...(await c.payload([{ product, quantity: 1 }], { paymentMethod })), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json().orderCreated as { id: number; total: number }), trackingToken: res.json().trackingToken as string };
  }
  const payByStaff = async (id: number) => expect((await asStaff('POST', `/api/backoffice/orders/${id}/paid`)).statusCode).toBe(200);
  /** The Mercado Pago sandbox's checkout page of an order. */
  async function checkoutLink(placed: { id: number; total: number; trackingToken: string }) {
    const res = await c.call('POST', '/api/payment/mercadopago/create', { orderId: placed.id, price: placed.total, trackingToken: placed.trackingToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().link as string;
  }
  /** The shopper approving on the sandbox checkout page: its notification pays the order. */
  async function approve(link: string) {
    const decided = await t.app.inject({ method: 'POST', url: pathOf(link), payload: 'decision=approved', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(decided.statusCode).toBeLessThan(400);
  }
  const invoicesOf = (orderId: number) =>
    t.db.query<{ id: number; kind: string; state: string; number: number | null; cae: string | null; last_error: string | null; attempts: number }>(
      'SELECT id, kind, state, number, cae, last_error, attempts FROM invoices WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const row = async (id: number) => (await t.db.query<{ state: string; number: number | null; last_error: string | null; attempts: number }>('SELECT state, number, last_error, attempts FROM invoices WHERE id = $1', [id]))[0]!;
  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status;
  const staffInvoice = async (id: number) => ((await asStaff('GET', '/api/backoffice/invoices')).json().invoices as StaffInvoice[]).find((invoice) => invoice.id === id)!;

  it('gives one Factura B, numbered one after another, to orders paid by notification, by the staff and by a late approval', async () => {
    const notified = await order('Mercado Pago');
    const byStaff = await order();
    const late = await order('Mercado Pago');
    const notifiedLink = await checkoutLink(notified);
    const lateLink = await checkoutLink(late);
    await approve(notifiedLink);
    await payByStaff(byStaff.id);
    await expireUnpaidOrders(t.db, new Date(Date.now() + HOUR));
    expect(await statusOf(late.id)).toBe('expired');
    await approve(lateLink);
    expect(await statusOf(late.id)).toBe('paid');
    // The same payment told again changes nothing.
    await approve(notifiedLink);

    await pass();
    const vouchers = await Promise.all([notified, byStaff, late].map((placed) => invoicesOf(placed.id)));
    for (const list of vouchers) expect(list.map(({ kind, state }) => [kind, state])).toEqual([['facturaB', 'issued']]);
    const numbers = vouchers.map((list) => list[0]!.number!);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    // ARCA holds each number once, each for its order's total and buyer (the guest's CUIL).
    const authorized = sandbox.authorized(POINT_OF_SALE, 6);
    expect(authorized.map((voucher) => voucher.number)).toEqual(authorized.map((_, index) => index + 1));
    const byNumber = (number: number) => authorized.find((voucher) => voucher.number === number)!;
    expect([notified, byStaff, late].map((placed, index) => [byNumber(numbers[index]!).total, byNumber(numbers[index]!).documentType, byNumber(numbers[index]!).documentNumber])).toEqual(
      [notified, byStaff, late].map((placed) => [placed.total, 86, GUEST.cuil]),
    );
    expect(vouchers.map((list) => list[0]!.cae)).toEqual(numbers.map((number) => byNumber(number).cae));
  });

  it('pays the order and mails it while ARCA is down, and issues the invoice on a later pass', async () => {
    const placed = await order();
    await pass();
    sandbox.failNext('unavailable');
    await payByStaff(placed.id);
    expect(await statusOf(placed.id)).toBe('paid');
    const [mail] = (await c.mailsTo(GUEST.email)).filter((m) => m.subject === `Pago acreditado: orden N° ${placed.id}`);
    const link = /Tu factura electrónica \(PDF\): (\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    await pass();
    const [invoice] = await invoicesOf(placed.id);
    expect(invoice).toMatchObject({ state: 'pending', attempts: 1 });
    expect(invoice!.last_error).toMatch(/^ARCA .*HTTP 503/);
    const listed = await staffInvoice(invoice!.id);
    expect(listed).toMatchObject({ state: 'pending', number: null, pdfUrl: null, attempts: 1, lastError: invoice!.last_error });
    expect(listed.nextAttemptAt).not.toBeNull();
    // The mail's link, opened before ARCA answered: try again in a few minutes.
    const early = await c.call('GET', pathOf(link!));
    expect([early.statusCode, early.json().message]).toEqual([409, INVOICE_PENDING]);

    await settle(invoice!.id);
    expect(await row(invoice!.id)).toMatchObject({ state: 'issued', last_error: null });
    const later = await c.call('GET', pathOf(link!));
    expect([later.statusCode, later.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('looks up a number whose answer was lost before asking another: no second invoice, and the next number follows', async () => {
    const first = await order();
    const second = await order();
    await payByStaff(first.id);
    const before = sandbox.authorized(POINT_OF_SALE, 6).length;
    // ARCA authorizes it, and its answer never comes back.
    sandbox.failNext('lostAnswer', 'FECAESolicitar');
    await pass();
    const [lost] = await invoicesOf(first.id);
    expect(lost).toMatchObject({ state: 'pending', number: null });
    expect(sandbox.authorized(POINT_OF_SALE, 6)).toHaveLength(before + 1);

    await settle(lost!.id);
    await payByStaff(second.id);
    await pass();
    const authorized = sandbox.authorized(POINT_OF_SALE, 6);
    expect(authorized).toHaveLength(before + 2);
    const [firstInvoice, secondInvoice] = [(await invoicesOf(first.id))[0]!, (await invoicesOf(second.id))[0]!];
    expect([firstInvoice.number, secondInvoice.number]).toEqual([before + 1, before + 2]);
    expect(firstInvoice.cae).toBe(authorized[before]!.cae);
  });

  it('keeps a refused voucher failed with ARCA’s words until the staff retry it', async () => {
    const placed = await order();
    await payByStaff(placed.id);
    const [queued] = await invoicesOf(placed.id);
    // A voucher whose parts do not add up: ARCA refuses it (what a real refusal looks like to the shop).
    await t.db.query(`UPDATE invoices SET figures = jsonb_set(figures, '{impTotal}', to_jsonb((figures->>'impTotal')::numeric + 1)) WHERE id = $1`, [queued!.id]);
    await pass();
    const failed = await staffInvoice(queued!.id);
    expect(failed).toMatchObject({ state: 'failed', number: null, pdfUrl: null });
    expect(failed.lastError).toBe("ARCA 10048: El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.");
    const onlyFailed = (await asStaff('GET', '/api/backoffice/invoices?state=failed')).json();
    expect(is(onlyFailed, StaffInvoicesResponse)).toBe(true);
    expect(onlyFailed.invoices.map((invoice: StaffInvoice) => invoice.id)).toEqual([queued!.id]);
    // Failed stays failed: no pass asks it again.
    await pass();
    expect((await row(queued!.id)).state).toBe('failed');

    await t.db.query(`UPDATE invoices SET figures = jsonb_set(figures, '{impTotal}', to_jsonb((figures->>'impTotal')::numeric - 1)) WHERE id = $1`, [queued!.id]);
    const operator = await staffToken(t.app, 'operador');
    const retried = await t.app.inject({ method: 'POST', url: `/api/backoffice/invoices/${queued!.id}/retry`, headers: { authorization: `Bearer ${operator}` } });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ invoice: { id: queued!.id, state: 'pending', attempts: 0 }, message: 'El comprobante volvió a la cola: lo pedimos a ARCA en unos segundos.' });
    const [audit] = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'invoice' AND entity_id = $1`,
      [String(queued!.id)],
    );
    expect(audit).toEqual({ action: 'invoice-retry', before: { state: 'failed' }, after: { state: 'pending' } });
    await pass();
    expect((await row(queued!.id)).state).toBe('issued');
    const again = await asStaff('POST', `/api/backoffice/invoices/${queued!.id}/retry`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Este comprobante ya está emitido: no hay nada que reintentar.']);
    expect((await asStaff('POST', '/api/backoffice/invoices/999999/retry')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/backoffice/invoices/${queued!.id}/retry` })).statusCode).toBe(401);
  });

  it('issues the Nota de crédito B of a refunded withdrawal, associated with its invoice, once the invoice is issued', async () => {
    const placed = await order();
    await payByStaff(placed.id);
    expect((await withdrawAsGuest(t.app, t.db, { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, orderNumber: placed.id })).statusCode).toBe(200);
    // Refunded before ARCA was asked for the invoice: the credit note waits for it.
    expect((await asStaff('POST', `/api/backoffice/orders/${placed.id}/refunded`)).statusCode).toBe(200);
    expect((await invoicesOf(placed.id)).map(({ kind, state }) => [kind, state])).toEqual([
      ['facturaB', 'pending'],
      ['notaDeCreditoB', 'pending'],
    ]);
    await pass();
    const [invoice, creditNote] = await invoicesOf(placed.id);
    expect([invoice!.state, creditNote!.state]).toEqual(['issued', 'issued']);
    const note = sandbox.authorized(POINT_OF_SALE, 8).find((voucher) => voucher.number === creditNote!.number)!;
    expect(note.total).toBe(placed.total);
    expect(note.associated).toEqual([{ voucherType: 6, pointOfSale: POINT_OF_SALE, number: invoice!.number, cuit: '30999999995', date: expect.stringMatching(/^\d{8}$/) }]);

    const page = (await asStaff('GET', `/api/backoffice/orders/${placed.id}`)).json();
    expect(is(page, StaffOrderResponse)).toBe(true);
    expect(page.invoices.map((it: StaffInvoice) => [it.kind, it.state, it.cancels])).toEqual([
      ['facturaB', 'issued', null],
      ['notaDeCreditoB', 'issued', voucherNumberText(POINT_OF_SALE, invoice!.number!)],
    ]);
    const refundMail = (await c.mailsTo(GUEST.email)).find((m) => m.subject === `Reintegro de tu orden N° ${placed.id}`)!;
    const link = /La nota de crédito que anula tu factura \(PDF\): (\S+)/.exec(refundMail.text)![1]!;
    const { text } = await pdfText((await c.call('GET', pathOf(link))).rawPayload);
    expect(text).toContain('NOTA DE CRÉDITO B');
    expect(text).toContain(`Comprobante asociado: FACTURA B ${voucherNumberText(POINT_OF_SALE, invoice!.number!)}`);
  });

  it('serves the PDF to the owner, the tracking link and the staff, and to nobody else', async () => {
    const accounts = accountCalls(t.app);
    const cuil = freshCuil();
    const member = await accounts.verifiedMember('compradora@ejemplo.com', { first_name: 'Ana', last_name: 'Pérez', cuil });
    const product = pool[0]!;
    const placedByMember = await c.userOrder(member, await c.payload([{ product, quantity: 1 }]));
    expect(placedByMember.statusCode, placedByMember.body).toBe(201);
    const memberOrder = placedByMember.json().orderCreated.id as number;
    const guest = await order();
    await payByStaff(memberOrder);
    await payByStaff(guest.id);

    // Before ARCA answers, the pages show the invoice pending, without a link.
    const pending = (await accounts.call('GET', `/api/user/orders/${memberOrder}`, { token: member })).json();
    expect(pending.invoices).toEqual([expect.objectContaining({ kind: 'facturaB', state: 'pending', pdfUrl: null, number: null, cae: null })]);
    await pass();

    const owned = (await accounts.call('GET', `/api/user/orders/${memberOrder}`, { token: member })).json();
    expect(is(owned, OrderResponse)).toBe(true);
    const invoice = owned.invoices[0] as OrderInvoice;
    const [stored] = await invoicesOf(memberOrder);
    expect(invoice).toEqual({
      id: stored!.id,
      kind: 'facturaB',
      state: 'issued',
      number: voucherNumberText(POINT_OF_SALE, stored!.number!),
      date: argentinaDateKey(Date.now()),
      total: owned.order.total,
      cae: stored!.cae,
      caeDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      pdfUrl: expect.stringMatching(new RegExp(`^/api/invoices/${stored!.id}\\.pdf\\?token=`)),
    });
    const pdf = await c.call('GET', invoice.pdfUrl!);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { text } = await pdfText(pdf.rawPayload);
    for (const expected of ['FACTURA B', `CAE: ${stored!.cae}`, 'IVA contenido', TRANSPARENCY_LEGEND, voucherNumberText(POINT_OF_SALE, stored!.number!), buyerDocumentText({ docTipo: 86, docNro: Number(cuil) })]) {
      expect(text).toContain(expected);
    }

    const tracked = (await c.call('GET', `/api/order/${guest.id}/tracking/${guest.trackingToken}`)).json();
    expect(is(tracked, OrderResponse)).toBe(true);
    const guestInvoice = tracked.invoices[0] as OrderInvoice;
    expect((await c.call('GET', guestInvoice.pdfUrl!)).statusCode).toBe(200);
    const staffPage = (await asStaff('GET', `/api/backoffice/orders/${guest.id}`)).json();
    const staffLink = (staffPage.invoices[0] as StaffInvoice).pdfUrl!;
    expect((await c.call('GET', staffLink)).statusCode).toBe(200);
    expect((staffPage.invoices[0] as StaffInvoice).buyer).toBe(buyerDocumentText(voucherBuyer({ cuil: GUEST.cuil }, 1)!));

    // Anyone else: the same 404 whether the voucher exists or not.
    const tokens = createInvoiceTokens(JWT_SECRET);
    const token = new URL(guestInvoice.pdfUrl!, 'http://localhost').searchParams.get('token')!;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const refusals = [
      `/api/invoices/${guestInvoice.id}.pdf`,
      `/api/invoices/${invoice.id}.pdf?token=${token}`,
      `/api/invoices/${guestInvoice.id}.pdf?token=${tampered}`,
      invoicePdfPath(tokens, guestInvoice.id, new Date(Date.now() - 1000)),
      invoicePdfPath(tokens, 999_999, new Date(Date.now() + HOUR)),
      `/api/invoices/${guestInvoice.id}.pdf?token=${encodeURIComponent(staff)}`,
    ];
    for (const url of refusals) {
      const res = await c.call('GET', url);
      expect([res.statusCode, res.json().message], url).toEqual([404, INVOICE_NOT_FOUND]);
    }
    // Another member does not see the order, nor so its invoice.
    const stranger = await accounts.verifiedMember('otra@ejemplo.com');
    expect((await accounts.call('GET', `/api/user/orders/${memberOrder}`, { token: stranger })).statusCode).toBe(404);
  });

  it('exports the period’s issued vouchers as CSV for the staff, credit notes negative', async () => {
    const today = argentinaDateKey(Date.now());
    const res = await asStaff('GET', `/api/backoffice/invoices.csv?from=${today}&to=${today}`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual(['fecha', 'tipo', 'punto_de_venta', 'numero', 'cae', 'vencimiento_cae', 'orden', 'documento_comprador', 'neto_gravado', 'iva_21', 'iva_10_5', 'otros_tributos', 'total']);
    const issued = await t.db.query<{ kind: string; number: number; cae: string; order_id: number; total: number; figures: { impNeto: number; alicIva: { Id: number; Importe: number }[] } }>(
      `SELECT kind, number, cae, order_id, total::float8 AS total, figures FROM invoices WHERE state = 'issued' ORDER BY kind, number`,
    );
    expect(rows).toHaveLength(issued.length);
    const first = issued.find((it) => it.kind === 'facturaB')!;
    const vat = (id: number) => first.figures.alicIva.filter((entry) => entry.Id === id).reduce((sum, entry) => sum + entry.Importe, 0).toFixed(2);
    expect(rows.find((r) => r[1] === 'FACTURA B' && r[3] === String(first.number))).toEqual([
      today,
      'FACTURA B',
      String(POINT_OF_SALE),
      String(first.number),
      first.cae,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      String(first.order_id),
      'CUIL 27-30222333-0',
      first.figures.impNeto.toFixed(2),
      vat(5),
      vat(4),
      '0.00',
      first.total.toFixed(2),
    ]);
    const note = issued.find((it) => it.kind === 'notaDeCreditoB')!;
    expect(rows.find((r) => r[1] === 'NOTA DE CRÉDITO B')!.at(-1)).toBe((-note.total).toFixed(2));
    // Another period has none; a backward one is refused; only the staff may ask.
    expect((await asStaff('GET', '/api/backoffice/invoices.csv?from=2020-01-01&to=2020-01-31')).body.trim().split('\n')).toHaveLength(1);
    expect((await asStaff('GET', `/api/backoffice/invoices.csv?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/backoffice/invoices.csv?from=${today}&to=${today}` })).statusCode).toBe(401);
  });
});

describe('the invoicing settings', () => {
  it('default to the sandbox at point of sale 1, and stop the start naming the variable that is wrong', () => {
    expect(readSettings({}).arca).toMatchObject({ environment: 'sandbox', pointOfSale: 1, certificatePath: undefined, sandboxUrl: undefined, timeoutMs: 15_000, retryBaseMs: 10_000 });
    expect(() => readSettings({ ARCA_ENV: 'produccion' })).toThrow(/^ARCA_ENV=produccion: escribe sandbox/);
    expect(() => readSettings({ ARCA_POINT_OF_SALE: '0' })).toThrow(/^ARCA_POINT_OF_SALE=0: /);
    expect(() => readSettings({ ARCA_ENV: 'homologation' })).toThrow('Con ARCA_ENV=homologation hacen falta ARCA_CERT_PATH y ARCA_KEY_PATH');
    expect(() => readSettings({ ARCA_CERT_PATH: '/tmp/arca.crt' })).toThrow(/^Faltan ARCA_KEY_PATH/);
    const real = { ARCA_CERT_PATH: '/tmp/arca.crt', ARCA_KEY_PATH: '/tmp/arca.key' };
    expect(() => readSettings({ ...real, ARCA_ENV: 'production' })).toThrow('Con ARCA_ENV=production hace falta COMPANY_CUIT');
    expect(readSettings({ ...real, ARCA_ENV: 'production', COMPANY_CUIT: '30-71234567-1' }).arca.environment).toBe('production');
    expect(() => readSettings({ ...real, ARCA_ENV: 'homologation', ARCA_SANDBOX_URL: 'http://10.0.0.5:3000' })).toThrow(/^ARCA_SANDBOX_URL solo sirve con ARCA_ENV=sandbox/);
    expect(() => readSettings({ INVOICE_RETRY_SECONDS: 'nunca' })).toThrow(/^INVOICE_RETRY_SECONDS=nunca: /);
  });
});
