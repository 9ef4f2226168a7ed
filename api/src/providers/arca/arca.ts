import type { InvoicingProvider } from './invoicingProvider';
import { memoryTicketStore, wsaaClient, type Credentials, type TicketStore } from './wsaa';
import { wsfeV1 } from './wsfev1';

export type ArcaEndpoints = { wsaaUrl: string; wsfeUrl: string };

/** ARCA's two environments; the sandbox's are `arcaSandboxEndpoints(base)`. */
export const ARCA_ENDPOINTS = {
  homologation: { wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms', wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx' },
  production: { wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms', wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx' },
} as const satisfies Record<string, ArcaEndpoints>;

/** The local sandbox's endpoints under a server's base URL (e.g. http://127.0.0.1:3000). */
export const arcaSandboxEndpoints = (baseUrl: string): ArcaEndpoints => ({
  wsaaUrl: `${baseUrl.replace(/\/$/, '')}/sandbox/arca/wsaa`,
  wsfeUrl: `${baseUrl.replace(/\/$/, '')}/sandbox/arca/wsfev1`,
});

export type ArcaSettings = {
  environment: 'homologation' | 'production' | ArcaEndpoints;
  /** The issuer's CUIT, 11 digits. */
  cuit: string;
  credentials: Credentials;
  /** Where WSAA tickets are kept; memory unless given (a database store lets processes share one). */
  ticketStore?: TicketStore;
  /** Each call's deadline. */
  timeoutMs?: number;
};

/** The invoicing provider speaking to ARCA (or to the sandbox, given its endpoints). */
export function arcaInvoicing({ environment, cuit, credentials, ticketStore = memoryTicketStore(), timeoutMs }: ArcaSettings): InvoicingProvider {
  const { wsaaUrl, wsfeUrl } = typeof environment === 'string' ? ARCA_ENDPOINTS[environment] : environment;
  const wsaa = wsaaClient({ url: wsaaUrl, credentials, store: ticketStore, ...(timeoutMs ? { timeoutMs } : {}) });
  return wsfeV1({ url: wsfeUrl, cuit, ticket: () => wsaa.ticket('wsfe'), ...(timeoutMs ? { timeoutMs } : {}) });
}
