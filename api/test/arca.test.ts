import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcaInvoicing, arcaSandboxEndpoints } from '../src/providers/arca/arca';
import { throwawayCertificate } from '../src/providers/arca/certificates';
import { ArcaRefused, ArcaUnavailable, type InvoicingProvider, type Voucher } from '../src/providers/arca/invoicingProvider';
import { arcaSandbox, type ArcaSandbox } from '../src/providers/arca/sandbox';
import { memoryTicketStore, wsaaClient, type Credentials } from '../src/providers/arca/wsaa';

const CUIT = '30712345679';
let dir: string;
let app: FastifyInstance;
let sandbox: ArcaSandbox;
let baseUrl: string;
let credentials: Credentials;
let arca: InvoicingProvider;

// One line at 21 %: $1.210 total, $1.000 net and $210 of IVA.
const invoice = (number: number, pointOfSale = 1): Voucher => ({
  voucherType: 6,
  pointOfSale,
  number,
  date: '20250310',
  documentType: 99,
  documentNumber: '0',
  total: 1210,
  net: 1000,
  vat: 210,
  otherTaxes: 0,
  vatLines: [{ id: 5, base: 1000, amount: 210 }],
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arca-'));
  credentials = await throwawayCertificate(dir);
  sandbox = arcaSandbox({ certificatePem: credentials.certificatePem });
  app = Fastify();
  await app.register(sandbox.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  arca = arcaInvoicing({ environment: arcaSandboxEndpoints(baseUrl), cuit: CUIT, credentials, timeoutMs: 1500 });
});

afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('ARCA through the sandbox', () => {
  it('logs in to WSAA once and reuses the ticket for every call', async () => {
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBe(0);
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 8 })).toBe(0);
    expect(await arca.lastAuthorized({ pointOfSale: 2, voucherType: 6 })).toBe(0);
    expect(sandbox.logins).toBe(1);
  });

  it('refuses a login signed with a key that is not the certificate’s, and one from an unknown certificate', async () => {
    const other = await throwawayCertificate(dir, 'other', 'otro');
    const forged = wsaaClient({ url: arcaSandboxEndpoints(baseUrl).wsaaUrl, credentials: { certificatePem: credentials.certificatePem, privateKeyPem: other.privateKeyPem } });
    const refusal = await forged.ticket('wsfe').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ArcaRefused);
    expect((refusal as ArcaRefused).code).toBe('cms.sign.invalid');

    const stranger = wsaaClient({ url: arcaSandboxEndpoints(baseUrl).wsaaUrl, credentials: other });
    await expect(stranger.ticket('wsfe')).rejects.toMatchObject({ code: 'cms.cert.untrusted' });
    expect(sandbox.logins).toBe(1);
  });

  it('authorizes consecutive numbers with a 14-digit CAE due 10 days later, and consult returns what it authorized', async () => {
    const first = await arca.authorize(invoice(1));
    expect(first).toMatchObject({ result: 'A', caeDueDate: '20250320', errors: [], observations: [] });
    expect(first.cae).toMatch(/^\d{14}$/);
    expect(first.exchange.request).toContain('<ar:CbteDesde>1</ar:CbteDesde>');
    expect(first.exchange.response).toContain(first.cae);
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBe(1);

    const second = await arca.authorize(invoice(2));
    expect(second.cae).not.toBe(first.cae);
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBe(2);
    // Another point of sale keeps its own numbers.
    expect(await arca.lastAuthorized({ pointOfSale: 2, voucherType: 6 })).toBe(0);

    expect(await arca.consult({ pointOfSale: 1, voucherType: 6, number: 1 })).toEqual({
      ...invoice(1),
      cae: first.cae,
      caeDueDate: '20250320',
      result: 'A',
      processedAt: expect.stringMatching(/^\d{8}$/),
    });
    expect(await arca.consult({ pointOfSale: 1, voucherType: 6, number: 3 })).toBeUndefined();
  });

  it('refuses a number that is not the next one with ARCA’s 10016', async () => {
    const last = await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 });
    const refusal = await arca.authorize(invoice(last + 2)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ArcaRefused);
    expect(refusal).toMatchObject({ code: 10016, authorization: { result: 'R', cae: '' } });
    expect((refusal as ArcaRefused).arcaMessage).toContain('FECompUltimoAutorizado');
    await expect(arca.authorize(invoice(last))).rejects.toMatchObject({ code: 10016 });
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBe(last);
  });

  it('refuses totals that do not add up, naming the field', async () => {
    const next = (await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })) + 1;
    await expect(arca.authorize({ ...invoice(next), total: 1200 })).rejects.toMatchObject({ code: 10048, arcaMessage: expect.stringContaining('ImpTotal') });
    await expect(arca.authorize({ ...invoice(next), vatLines: [{ id: 5, base: 1000, amount: 200 }] })).rejects.toMatchObject({ arcaMessage: expect.stringContaining('ImpIVA') });
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBe(next - 1);
  });

  it('refuses an IVA more than a centavo away from its base × the rate, as ARCA’s 10051 does', async () => {
    const next = (await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })) + 1;
    const withIva = (net: number, vat: number) => ({ ...invoice(next), total: Math.round((net + vat) * 100) / 100, net, vat, vatLines: [{ id: 5 as const, base: net, amount: vat }] });
    // 999,98 × 21 % = 209,9958: an IVA of 210,02 is 2,42 centavos away.
    await expect(arca.authorize(withIva(999.98, 210.02))).rejects.toMatchObject({ code: 10051 });
    // 1.000 × 21 % = 210: 210,01 is a centavo away, which rounding a rate's total may leave.
    await expect(arca.authorize(withIva(1000, 210.01))).resolves.toMatchObject({ result: 'A' });
  });

  it('reports a 503 as ArcaUnavailable, and works again after', async () => {
    sandbox.failNext('unavailable');
    await expect(arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).rejects.toBeInstanceOf(ArcaUnavailable);
    expect(await arca.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).toBeGreaterThan(0);
  });

  it('reports a lost answer as ArcaUnavailable, and consult then finds the voucher so that it is not asked twice', async () => {
    const next = (await arca.lastAuthorized({ pointOfSale: 3, voucherType: 6 })) + 1;
    sandbox.failNext('lostAnswer');
    await expect(arca.authorize(invoice(next, 3))).rejects.toBeInstanceOf(ArcaUnavailable);

    const found = await arca.consult({ pointOfSale: 3, voucherType: 6, number: next });
    expect(found).toMatchObject({ number: next, total: 1210, result: 'A' });
    expect(found?.cae).toMatch(/^\d{14}$/);
    expect(sandbox.authorized(3, 6)).toHaveLength(1);
    // Asking again for the same number is what would duplicate it: ARCA refuses it.
    await expect(arca.authorize(invoice(next, 3))).rejects.toMatchObject({ code: 10016 });
  });

  it('authorizes a credit note B associated with its invoice, and refuses one without it', async () => {
    const invoiceNumber = (await arca.lastAuthorized({ pointOfSale: 4, voucherType: 6 })) + 1;
    await arca.authorize(invoice(invoiceNumber, 4));
    const creditNumber = (await arca.lastAuthorized({ pointOfSale: 4, voucherType: 8 })) + 1;
    const creditNote: Voucher = {
      ...invoice(creditNumber, 4),
      voucherType: 8,
      documentType: 96,
      documentNumber: '30111222',
      total: 1105,
      net: 1000,
      vat: 105,
      vatLines: [{ id: 4, base: 1000, amount: 105 }],
      associated: [{ voucherType: 6, pointOfSale: 4, number: invoiceNumber, cuit: CUIT, date: '20250310' }],
    };
    await expect(arca.authorize({ ...creditNote, associated: [] })).rejects.toMatchObject({ code: 10197 });

    const authorized = await arca.authorize(creditNote);
    expect(authorized.result).toBe('A');
    expect(authorized.exchange.request).toContain('<ar:CbtesAsoc><ar:CbteAsoc><ar:Tipo>6</ar:Tipo><ar:PtoVta>4</ar:PtoVta>');
    expect(await arca.consult({ pointOfSale: 4, voucherType: 8, number: creditNumber })).toMatchObject({
      voucherType: 8,
      documentType: 96,
      documentNumber: '30111222',
      vatLines: [{ id: 4, base: 1000, amount: 105 }],
      associated: [{ voucherType: 6, pointOfSale: 4, number: invoiceNumber, cuit: CUIT, date: '20250310' }],
      cae: authorized.cae,
    });
    // Credit notes are numbered apart from invoices.
    expect(await arca.lastAuthorized({ pointOfSale: 4, voucherType: 8 })).toBe(creditNumber);
    expect(await arca.lastAuthorized({ pointOfSale: 4, voucherType: 6 })).toBe(invoiceNumber);
  });

  it('refuses calls with a ticket it did not give (ARCA’s 600)', async () => {
    const impostor = arcaInvoicing({
      environment: arcaSandboxEndpoints(baseUrl),
      cuit: CUIT,
      credentials,
      ticketStore: { get: async () => ({ token: 'inventado', sign: 'inventada', expiresAt: new Date(Date.now() + 3600_000) }), put: async () => {} },
    });
    await expect(impostor.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).rejects.toMatchObject({ code: 600 });
  });

  it('refuses a second login while a ticket is valid: processes must share one ticket store', async () => {
    const store = memoryTicketStore();
    const before = sandbox.logins;
    // The sandbox still holds a valid ticket from the first adapter: a fresh login is refused.
    const fresh = arcaInvoicing({ environment: arcaSandboxEndpoints(baseUrl), cuit: CUIT, credentials, ticketStore: store });
    await expect(fresh.lastAuthorized({ pointOfSale: 1, voucherType: 6 })).rejects.toMatchObject({ code: 'coe.alreadyAuthenticated' });
    expect(sandbox.logins).toBe(before);
  });
});
