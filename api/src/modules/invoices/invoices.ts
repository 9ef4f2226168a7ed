import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stringify } from 'csv-stringify/sync';
import {
  InvoicePdfParams,
  InvoicePdfQuery,
  StaffInvoiceParams,
  StaffInvoiceRetryResponse,
  StaffInvoicesCsvQuery,
  StaffInvoicesQuery,
  StaffInvoicesResponse,
  VOUCHER_TITLES,
  VOUCHER_TYPES,
  voucherNumberText,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { ARCA_ENDPOINTS, arcaInvoicing, arcaSandboxEndpoints, type ArcaEndpoints } from '../../providers/arca/arca';
import { throwawayCertificate } from '../../providers/arca/certificates';
import { ArcaUnavailable, type AuthorizedVoucher, type InvoicingProvider } from '../../providers/arca/invoicingProvider';
import { arcaSandbox, type ArcaSandbox } from '../../providers/arca/sandbox';
import type { Credentials } from '../../providers/arca/wsaa';
import type { Settings } from '../../settings';
import { writeAudit } from '../backoffice/auditLog';
import { databaseTicketStore } from './arcaTickets';
import { arcaDate, InvoiceIssuer, leaseFor, type InvoiceIssuerOptions } from './invoiceIssuer';
import { invoicePdf } from './invoicePdf';
import { INVOICES_CSV_HEADER, invoiceCsvRows, invoiceDocument, issuedVouchers, requeueInvoice, staffInvoiceById, staffInvoicePage } from './invoiceQueries';
import { createInvoiceTokens, viewLinks } from './invoiceTokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asks ARCA for the queued vouchers in the background; `runOnce()` for a pass awaited. */
    invoiceIssuer: InvoiceIssuer;
    /** This process's own ARCA sandbox (ARCA_ENV=sandbox), mounted at /sandbox/arca; undefined otherwise. */
    arcaSandbox: ArcaSandbox | undefined;
  }
}

/** Said alike for a voucher that does not exist, one of somebody else, and a link expired or altered. */
export const INVOICE_NOT_FOUND = 'No encontramos ese comprobante. Ábrelo desde tu compra o desde el enlace de tu correo.';
/** The voucher is queued, or ARCA has not answered yet. */
export const INVOICE_PENDING = 'Tu comprobante todavía se está emitiendo en ARCA. Vuelve a intentarlo en unos minutos.';
/** ARCA refused it: the staff are on it. */
export const INVOICE_HELD = 'Tu comprobante todavía no está listo: lo estamos revisando. Vuelve a intentarlo más tarde.';

/** Who works the vouchers: the same roles that see the orders. */
const ORDER_STAFF = ['admin', 'operador'] as const;

type InvoicesOptions = {
  db: Database;
  settings: Pick<Settings, 'arca' | 'company' | 'jwtSecret' | 'dataDir'>;
  /** The issuer's timing; tests shorten it. */
  issuer?: Partial<InvoiceIssuerOptions>;
};

async function readPem(name: string, path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}=${path}: no se pudo leer el archivo (${(error as Error).message}).`);
  }
}

/** The address this process answers on, once it listens. */
function ownBaseUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return undefined;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** A voucher the shop recorded as issued, as ARCA holds it. */
function authorizedVoucherOf(row: Awaited<ReturnType<typeof issuedVouchers>>[number], cuit: string): AuthorizedVoucher {
  const figures = row.figures!;
  const buyer = row.buyer!;
  return {
    voucherType: VOUCHER_TYPES[row.kind],
    pointOfSale: row.point_of_sale!,
    number: row.number!,
    date: arcaDate(row.voucher_date!),
    documentType: buyer.docTipo,
    documentNumber: String(buyer.docNro),
    total: figures.impTotal,
    net: figures.impNeto,
    vat: figures.impIva,
    otherTaxes: figures.impTrib,
    vatLines: figures.alicIva.map((entry) => ({ id: entry.Id, base: entry.BaseImp, amount: entry.Importe })),
    ...(row.cancels_number !== null && row.cancels_point_of_sale !== null
      ? { associated: [{ voucherType: VOUCHER_TYPES.facturaB, pointOfSale: row.cancels_point_of_sale, number: row.cancels_number, cuit }] }
      : {}),
    cae: row.cae!,
    caeDueDate: arcaDate(row.cae_due_date!),
    result: 'A',
    processedAt: arcaDate(row.voucher_date!),
  };
}

/**
 * Electronic invoicing: the provider (ARCA, or the sandbox this process mounts at /sandbox/arca), the
 * issuer that asks it for the queued vouchers in every process, GET /api/invoices/{id}.pdf for whoever
 * holds a signed link, and the staff's list, retry and CSV of the period.
 */
const invoiceRoutes: ShopPlugin<InvoicesOptions> = async (app, { db, settings, issuer: issuerOptions }) => {
  const { arca, company } = settings;
  const cuit = company.cuit.replace(/\D/g, '');
  const tokens = createInvoiceTokens(settings.jwtSecret);
  const pdfLink = viewLinks(tokens);

  // The certificate and key: ARCA's (read now, so a wrong path stops the start), or in the sandbox a throwaway pair.
  const credentials: Credentials =
    arca.certificatePath && arca.keyPath
      ? { certificatePem: await readPem('ARCA_CERT_PATH', arca.certificatePath), privateKeyPem: await readPem('ARCA_KEY_PATH', arca.keyPath) }
      : arca.environment === 'sandbox'
        ? await throwawayCertificate(settings.dataDir)
        : (() => {
            throw new Error(`Con ARCA_ENV=${arca.environment} hacen falta ARCA_CERT_PATH y ARCA_KEY_PATH.`);
          })();

  const sandbox = arca.environment === 'sandbox' ? arcaSandbox({ certificatePem: credentials.certificatePem }) : undefined;
  if (sandbox) await app.register(sandbox.plugin);
  app.decorate('arcaSandbox', sandbox);
  // This process's own sandbox starts empty at every start: its tickets are this start's alone.
  const ownSandboxScope = `sandbox:${randomUUID()}`;

  let provider: InvoicingProvider | undefined;
  /** The provider; this process's own sandbox is reached at the address it listens on. */
  async function invoicingProvider(): Promise<InvoicingProvider> {
    if (provider) return provider;
    let environment: ArcaEndpoints | 'homologation' | 'production';
    let scope: string;
    if (arca.environment !== 'sandbox') {
      environment = arca.environment;
      scope = `${ARCA_ENDPOINTS[arca.environment].wsaaUrl}|${cuit}`;
    } else if (arca.sandboxUrl) {
      environment = arcaSandboxEndpoints(arca.sandboxUrl);
      scope = `${environment.wsaaUrl}|${cuit}`;
    } else {
      // Not listening (yet, or ever: a server driven in process) its sandbox cannot be reached: ARCA is "down" till then.
      const own = ownBaseUrl(app);
      if (!own) throw new ArcaUnavailable('el simulador de ARCA de este proceso todavía no recibe llamadas');
      environment = arcaSandboxEndpoints(own);
      scope = ownSandboxScope;
    }
    provider = arcaInvoicing({ environment, cuit, credentials, ticketStore: databaseTicketStore(db, scope), timeoutMs: arca.timeoutMs });
    return provider;
  }

  const issuer = new InvoiceIssuer(db, invoicingProvider, { pointOfSale: arca.pointOfSale, issuerCuit: cuit }, app.log, {
    backoffBaseMs: arca.retryBaseMs,
    backoffMaxMs: arca.retryMaxMs,
    leaseMs: leaseFor(arca.timeoutMs),
    ...issuerOptions,
  });
  app.decorate('invoiceIssuer', issuer);
  app.addHook('onReady', async () => {
    // A sandbox of this process knows again what the shop issued through its predecessors.
    if (sandbox && !arca.sandboxUrl) sandbox.restore((await issuedVouchers(db)).map((row) => authorizedVoucherOf(row, cuit)));
    issuer.start();
  });
  app.addHook('onClose', () => issuer.stop());

  app.get(
    '/api/invoices/:id.pdf',
    // A file, so not on /docs.
    { schema: { hide: true, params: contract(InvoicePdfParams), querystring: contract(InvoicePdfQuery) } },
    async (request, reply) => {
      const { id } = request.params;
      const { token } = request.query;
      if (!token || !tokens.opens(token, id)) throw new HttpError(404, INVOICE_NOT_FOUND);
      const found = await invoiceDocument(db, id, company);
      if (!found) throw new HttpError(404, INVOICE_NOT_FOUND);
      if (!('document' in found)) throw new HttpError(409, found.state === 'failed' ? INVOICE_HELD : INVOICE_PENDING);
      const { document } = found;
      const name = `${VOUCHER_TITLES[document.kind].title.toLowerCase().replaceAll(' ', '-').normalize('NFD').replace(/[\u0300-\u036f]/g, '')}-${voucherNumberText(document.pointOfSale, document.number)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(document));
    },
  );

  const schema = { tags: ['Back office'], security: [{ bearer: [] }] };
  const onRequest = app.authenticateStaff(ORDER_STAFF);

  app.get(
    '/api/backoffice/invoices',
    { schema: { ...schema, querystring: contract(StaffInvoicesQuery), response: { 200: contract(StaffInvoicesResponse) } }, onRequest },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw new HttpError(400, 'La fecha "desde" debe ser anterior o igual a la fecha "hasta".');
      return { ok: true, ...(await staffInvoicePage(db, request.query, pdfLink, arca.pointOfSale)) };
    },
  );

  app.post(
    '/api/backoffice/invoices/:id/retry',
    { schema: { ...schema, params: contract(StaffInvoiceParams), response: { 200: contract(StaffInvoiceRetryResponse) } }, onRequest },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await requeueInvoice(tx, id);
        if (!before) throw new HttpError(404, `No encontramos el comprobante N° ${id}.`);
        if (before !== 'failed') {
          throw new HttpError(409, before === 'issued' ? 'Este comprobante ya está emitido: no hay nada que reintentar.' : 'Este comprobante ya está en la cola: ARCA lo recibe en cuanto responda.');
        }
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'invoice-retry', entity: 'invoice', entityId: id, before: { state: 'failed' }, after: { state: 'pending' } });
      });
      issuer.kick();
      const invoice = (await staffInvoiceById(db, id, pdfLink, arca.pointOfSale))!;
      return { ok: true, invoice, message: 'El comprobante volvió a la cola: lo pedimos a ARCA en unos segundos.' };
    },
  );

  // The period's vouchers for the accountant. A download, so not on /docs.
  app.get('/api/backoffice/invoices.csv', { schema: { hide: true, querystring: contract(StaffInvoicesCsvQuery) }, onRequest }, async (request, reply) => {
    const { from, to } = request.query;
    if (from > to) throw new HttpError(400, 'La fecha "desde" debe ser anterior o igual a la fecha "hasta".');
    const rows = await invoiceCsvRows(db, from, to);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="comprobantes-${from}-a-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(stringify([[...INVOICES_CSV_HEADER], ...rows]));
  });
};

export const invoices = fp(invoiceRoutes, { name: 'invoices', dependencies: ['authentication', 'staffAuthentication'] });
