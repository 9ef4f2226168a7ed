import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import { ArcaUnavailable } from './invoicingProvider';
import { postSoap, soapEnvelope, soapParser, xmlText } from './soap';

/** WSAA's access ticket: what every WSFEv1 call carries in its Auth. */
export type AccessTicket = { token: string; sign: string; expiresAt: Date };

/**
 * Where tickets are kept between calls. WSAA refuses a new ticket while one is still valid
 * ("coe.alreadyAuthenticated"), so a store shared by every process (the database) is what lets a
 * restarted or second process reuse the ticket; memory is the simplest one.
 */
export interface TicketStore {
  get(service: string): Promise<AccessTicket | undefined>;
  put(service: string, ticket: AccessTicket): Promise<void>;
}

export function memoryTicketStore(): TicketStore {
  const tickets = new Map<string, AccessTicket>();
  return {
    get: async (service) => tickets.get(service),
    put: async (service, ticket) => void tickets.set(service, ticket),
  };
}

/** The certificate ARCA issued for the CUIT (or a throwaway one for the sandbox) and its key, PEM. */
export type Credentials = { certificatePem: string; privateKeyPem: string };

export type WsaaOptions = {
  url: string;
  credentials: Credentials;
  store?: TicketStore;
  timeoutMs?: number;
  now?: () => Date;
};

// A ticket is renewed this long before it runs out, so that no call goes out with a dying one.
const RENEW_MARGIN_MS = 10 * 60_000;
// The TRA's own validity window, a little into the past for clocks that disagree.
const TRA_WINDOW_MS = 10 * 60_000;

/** An instant as ARCA writes it: Argentina's time (UTC-3 all year), with its offset. */
export function argentinaDateTime(instant: Date): string {
  return `${new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 19)}-03:00`;
}

/** The login ticket request (TRA) for a service. */
export function loginTicketRequest(service: string, now: Date, uniqueId: number): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${uniqueId}</uniqueId>` +
    `<generationTime>${argentinaDateTime(new Date(now.getTime() - TRA_WINDOW_MS))}</generationTime>` +
    `<expirationTime>${argentinaDateTime(new Date(now.getTime() + TRA_WINDOW_MS))}</expirationTime>` +
    `</header><service>${xmlText(service)}</service></loginTicketRequest>`
  );
}

/**
 * The TRA signed as CMS SignedData (content attached, SHA-256, the certificate included), base64 DER:
 * what loginCms takes. node-forge does it in plain JavaScript (a widely used, maintained library), so
 * no openssl binary has to be on the server as ARCA's own examples assume.
 */
export function signLoginTicketRequest(tra: string, { certificatePem, privateKeyPem }: Credentials): string {
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, 'utf8');
  const certificate = forge.pki.certificateFromPem(certificatePem);
  signed.addCertificate(certificate);
  signed.addSigner({
    key: forge.pki.privateKeyFromPem(privateKeyPem),
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime! },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

/** WSAA's client: one ticket per service, kept in the store until shortly before it expires. */
export function wsaaClient({ url, credentials, store = memoryTicketStore(), timeoutMs = 15_000, now = () => new Date() }: WsaaOptions) {
  // Calls that need a ticket at once share one login: a second one would be refused.
  const pending = new Map<string, Promise<AccessTicket>>();

  async function login(service: string): Promise<AccessTicket> {
    const cms = signLoginTicketRequest(loginTicketRequest(service, now(), randomInt(1, 2 ** 31 - 1)), credentials);
    const envelope = soapEnvelope('xmlns:wsaa="http://wsaa.view.sua.dvadac.desein.afip.gov"', `<wsaa:loginCms><wsaa:in0>${cms}</wsaa:in0></wsaa:loginCms>`);
    const { body } = await postSoap(url, '', envelope, timeoutMs, 'ARCA WSAA');
    // The ticket comes as an XML document inside the SOAP answer's text.
    const inner = body.loginCmsResponse?.loginCmsReturn;
    const answer = typeof inner === 'string' ? soapParser.parse(inner)?.loginTicketResponse : undefined;
    const token = answer?.credentials?.token;
    const sign = answer?.credentials?.sign;
    const expiresAt = new Date(answer?.header?.expirationTime);
    if (!token || !sign || Number.isNaN(expiresAt.getTime())) throw new ArcaUnavailable('ARCA WSAA: respuesta sin token, firma o vencimiento');
    const ticket = { token: String(token), sign: String(sign), expiresAt };
    await store.put(service, ticket);
    return ticket;
  }

  return {
    /** A valid ticket for the service: the stored one, or a new one from loginCms. */
    async ticket(service = 'wsfe'): Promise<AccessTicket> {
      const stored = await store.get(service);
      if (stored && stored.expiresAt.getTime() - RENEW_MARGIN_MS > now().getTime()) return stored;
      let running = pending.get(service);
      if (!running) {
        running = login(service).finally(() => pending.delete(service));
        pending.set(service, running);
      }
      return running;
    },
  };
}

export type WsaaClient = ReturnType<typeof wsaaClient>;
