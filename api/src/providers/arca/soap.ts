import { XMLParser } from 'fast-xml-parser';
import { ArcaRefused, ArcaUnavailable } from './invoicingProvider';

// Elements that may repeat: always read as arrays, so that one and many look the same.
const REPEATED = new Set(['Err', 'Obs', 'Evt', 'AlicIva', 'CbteAsoc', 'FECAEDetResponse', 'FECAEDetRequest']);

/**
 * ARCA's SOAP read with fast-xml-parser (well kept, no native parts): namespace prefixes dropped and
 * every value kept as text, so that a 14-digit CAE or a document number never turns into a float.
 */
export const soapParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** Text for an XML element's content. */
export const xmlText = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export const soapEnvelope = (namespaces: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ${namespaces}><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

export type SoapAnswer = { body: Record<string, any>; request: string; response: string };

/**
 * POSTs a SOAP 1.1 call with a deadline. Anything that says "the service is not there now" (no
 * connection, timeout, 5xx without a SOAP fault, an answer that is not XML) is ArcaUnavailable; a SOAP
 * fault with a specific code (WSAA's "cms.sign.invalid", "coe.alreadyAuthenticated"...) is ArcaRefused.
 */
export async function postSoap(url: string, action: string, envelope: string, timeoutMs: number, what: string): Promise<SoapAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ArcaUnavailable(`${what}: sin respuesta (${(error as Error).message})`);
  }
  let parsed: any;
  try {
    parsed = soapParser.parse(text);
  } catch {
    parsed = undefined;
  }
  const body = parsed?.Envelope?.Body;
  const fault = body?.Fault;
  if (fault) {
    const code = String(fault.faultcode ?? '').replace(/^[^:]*:/, '');
    const message = String(fault.faultstring ?? '');
    // A bare "Server" fault is the service failing, not ARCA refusing what was asked.
    if (code === 'Server' || code === '') throw new ArcaUnavailable(`${what}: falla del servicio (HTTP ${status}) ${message}`);
    throw new ArcaRefused(code, message);
  }
  if (status < 200 || status >= 300 || !body || typeof body !== 'object') {
    throw new ArcaUnavailable(`${what}: respuesta HTTP ${status} inutilizable`);
  }
  return { body, request: envelope, response: text };
}
