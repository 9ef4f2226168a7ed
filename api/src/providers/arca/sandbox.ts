import { createHash, createPublicKey, randomBytes, randomInt, verify } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import forge from 'node-forge';
import type { ArcaMessage, AuthorizedVoucher, VoucherType } from './invoicingProvider';
import { argentinaDateTime } from './wsaa';
import { soapEnvelope, soapParser, xmlText } from './soap';

/** How the next call fails: 503 before doing anything, or doing it and never answering. */
export type SandboxFault = 'unavailable' | 'lostAnswer';
/** The calls a fault may wait for: WSAA's log-in and WSFEv1's methods. */
export type SandboxMethod = 'loginCms' | 'FECompUltimoAutorizado' | 'FECAESolicitar' | 'FECompConsultar';

const TICKET_HOURS = 12;
const CAE_DAYS = 10;
const cents = (value: unknown) => Math.round(Number(value) * 100);

/** YYYYMMDD of an instant in Argentina. */
const arcaDate = (instant: Date) => argentinaDateTime(instant).slice(0, 10).replaceAll('-', '');
const addDays = (yyyymmdd: string, days: number) => {
  const date = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
};

const fault = (code: string, message: string) =>
  soapEnvelope('', `<soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${code}</faultcode><faultstring>${xmlText(message)}</faultstring></soapenv:Fault>`);

const fevResponse = (method: string, inner: string) =>
  soapEnvelope('', `<${method}Response xmlns="http://ar.gov.afip.dif.FEV1/"><${method}Result>${inner}</${method}Result></${method}Response>`);

const messagesXml = (wrapper: string, item: string, list: ArcaMessage[]) =>
  list.length ? `<${wrapper}>${list.map((m) => `<${item}><Code>${m.code}</Code><Msg>${xmlText(m.message)}</Msg></${item}>`).join('')}</${wrapper}>` : '';

/** The signed content inside SignedData's [0] EXPLICIT: one OCTET STRING, or its constructed parts. */
function attachedContent(wrapper: forge.asn1.Asn1 | undefined): string {
  const octets = (node: forge.asn1.Asn1): string => (typeof node.value === 'string' ? node.value : node.value.map(octets).join(''));
  return Array.isArray(wrapper?.value) ? wrapper.value.map(octets).join('') : '';
}

/**
 * A local stand-in for ARCA's WSAA and WSFEv1 that speaks their SOAP: tests and development invoice
 * without credentials. It trusts one certificate (a throwaway one, see certificates.ts), numbers
 * vouchers per point of sale and type in memory, and can be told to fail the next call.
 */
export function arcaSandbox({ certificatePem, now = () => new Date() }: { certificatePem: string; now?: () => Date }) {
  const trusted = forge.pki.certificateFromPem(certificatePem);
  const trustedDer = forge.asn1.toDer(forge.pki.certificateToAsn1(trusted)).getBytes();
  const trustedKey = createPublicKey(certificatePem);
  const tickets = new Map<string, { sign: string; service: string; expiresAt: Date }>();
  const vouchers = new Map<string, AuthorizedVoucher[]>();
  let nextFault: { fault: SandboxFault; method: SandboxMethod | undefined } | undefined;
  let logins = 0;

  /** The TRA inside a loginCms CMS, or the WSAA fault code and message that refuse it. */
  function verifiedTra(cmsBase64: string): string | { code: string; message: string } {
    let message: forge.pkcs7.PkcsSignedData & { rawCapture?: any };
    try {
      message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.decode64(cmsBase64))) as typeof message;
    } catch {
      return { code: 'cms.bad', message: 'El CMS no es válido' };
    }
    const capture = message.rawCapture ?? {};
    const signer = message.certificates?.[0];
    if (!signer || forge.asn1.toDer(forge.pki.certificateToAsn1(signer)).getBytes() !== trustedDer) {
      return { code: 'cms.cert.untrusted', message: 'Certificado no emitido por AC de confianza' };
    }
    const content = attachedContent(capture.content);
    const attributes: forge.asn1.Asn1[] = capture.authenticatedAttributes ?? [];
    const digest = attributes.find((attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest);
    const declared = digest ? ((digest.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value : undefined;
    const actual = createHash('sha256').update(Buffer.from(content, 'binary')).digest('binary');
    // The signature covers the signed attributes as a DER SET (RFC 5652 §5.4), and they the content's digest.
    const signedBytes = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)).getBytes();
    const valid =
      declared === actual &&
      typeof capture.signature === 'string' &&
      verify('sha256', Buffer.from(signedBytes, 'binary'), trustedKey, Buffer.from(capture.signature, 'binary'));
    if (!valid) return { code: 'cms.sign.invalid', message: 'Firma inválida o algoritmo no soportado' };
    return Buffer.from(content, 'binary').toString('utf8');
  }

  function loginCms(body: any): { status: number; xml: string } {
    const tra = verifiedTra(String(body?.loginCms?.in0 ?? ''));
    if (typeof tra !== 'string') return { status: 500, xml: fault(tra.code, tra.message) };
    const request = soapParser.parse(tra)?.loginTicketRequest;
    const service = String(request?.service ?? '');
    const generated = new Date(request?.header?.generationTime).getTime();
    const expires = new Date(request?.header?.expirationTime).getTime();
    const at = now().getTime();
    if (!(generated <= at && at < expires)) return { status: 500, xml: fault('xml.generationTime.invalid', 'El TRA está fuera de su período de validez') };
    if (service !== 'wsfe') return { status: 500, xml: fault('coe.notAuthorized', `Computador no autorizado a acceder al servicio ${service}`) };
    if ([...tickets.values()].some((ticket) => ticket.service === service && ticket.expiresAt.getTime() > at)) {
      return { status: 500, xml: fault('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado') };
    }
    logins += 1;
    const token = randomBytes(48).toString('base64');
    const sign = randomBytes(24).toString('base64');
    const expiresAt = new Date(at + TICKET_HOURS * 3600_000);
    tickets.set(token, { sign, service, expiresAt });
    const ticket =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header>' +
      `<source>CN=wsaahomo, O=AFIP, C=AR</source><destination>${xmlText(trusted.subject.getField('CN')?.value ?? '')}</destination>` +
      `<uniqueId>${randomInt(1, 2 ** 31 - 1)}</uniqueId><generationTime>${argentinaDateTime(new Date(at))}</generationTime>` +
      `<expirationTime>${argentinaDateTime(expiresAt)}</expirationTime></header>` +
      `<credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`;
    return { status: 200, xml: soapEnvelope('', `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${xmlText(ticket)}</loginCmsReturn></loginCmsResponse>`) };
  }

  const key = (pointOfSale: unknown, type: unknown) => `${Number(pointOfSale)}:${Number(type)}`;
  const lastNumber = (list: readonly AuthorizedVoucher[]) => list.reduce((last, voucher) => Math.max(last, voucher.number), 0);

  /** The Auth's error, if its ticket is not one this sandbox gave. */
  function authErrors(auth: any): ArcaMessage[] {
    const ticket = tickets.get(String(auth?.Token ?? ''));
    if (!ticket || ticket.sign !== String(auth?.Sign ?? '') || ticket.expiresAt.getTime() <= now().getTime()) {
      return [{ code: 600, message: 'ValidacionDeToken: No validaron las firmas digitales' }];
    }
    if (!/^\d{11}$/.test(String(auth?.Cuit ?? ''))) return [{ code: 600, message: 'ValidacionDeToken: No apareció CUIT en lista de relaciones' }];
    return [];
  }

  function lastAuthorized(request: any): string {
    const errors = authErrors(request.Auth);
    const list = vouchers.get(key(request.PtoVta, request.CbteTipo)) ?? [];
    return fevResponse(
      'FECompUltimoAutorizado',
      `<PtoVta>${Number(request.PtoVta)}</PtoVta><CbteTipo>${Number(request.CbteTipo)}</CbteTipo><CbteNro>${errors.length ? 0 : lastNumber(list)}</CbteNro>${messagesXml('Errors', 'Err', errors)}`,
    );
  }

  /** Why ARCA would refuse this voucher (observations), empty when it is fine. */
  function voucherObservations(head: any, detail: any): ArcaMessage[] {
    const observations: ArcaMessage[] = [];
    const last = lastNumber(vouchers.get(key(head.PtoVta, head.CbteTipo)) ?? []);
    // 10016 and 10051 are ARCA's codes; the others are the sandbox's approximations of ARCA's checks.
    if (Number(detail.CbteDesde) !== last + 1 || Number(detail.CbteHasta) !== Number(detail.CbteDesde)) {
      observations.push({ code: 10016, message: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.' });
    }
    const parts = ['ImpNeto', 'ImpIVA', 'ImpTrib', 'ImpTotConc', 'ImpOpEx'].reduce((sum, field) => sum + cents(detail[field] ?? 0), 0);
    if (cents(detail.ImpTotal) !== parts) {
      observations.push({ code: 10048, message: "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA." });
    }
    const vatLines = (detail.Iva?.AlicIva ?? []) as any[];
    if (vatLines.reduce((sum, line) => sum + cents(line.Importe), 0) !== cents(detail.ImpIVA)) {
      observations.push({ code: 10018, message: "La suma de los campos Importe del array AlicIva debe ser igual al campo ImpIVA." });
    }
    if (vatLines.reduce((sum, line) => sum + cents(line.BaseImp), 0) !== cents(detail.ImpNeto)) {
      observations.push({ code: 10061, message: "La suma de los campos BaseImp del array AlicIva debe ser igual al campo ImpNeto." });
    }
    // ARCA's exact tolerance is not published; a centavo is what the shop's own figures keep to.
    const ratePercent: Record<string, number> = { '4': 10.5, '5': 21 };
    if (vatLines.some((line) => Math.abs(cents(line.Importe) * 100 - cents(line.BaseImp) * (ratePercent[String(line.Id)] ?? 0)) > 100)) {
      observations.push({ code: 10051, message: 'Los importes informados en AlicIVA no se corresponden con los porcentajes.' });
    }
    if (vatLines.some((line) => !['4', '5'].includes(String(line.Id)))) observations.push({ code: 10019, message: 'El campo Id de AlicIva debe ser 4 (10,5 %) o 5 (21 %).' });
    if (Number(head.CbteTipo) === 8 && !(detail.CbtesAsoc?.CbteAsoc ?? []).length) {
      observations.push({ code: 10197, message: 'Para comprobantes tipo Nota de Crédito es obligatorio informar CbtesAsoc.' });
    }
    if (String(detail.CondicionIVAReceptorId ?? '') !== '5') {
      observations.push({ code: 10242, message: 'El campo CondicionIVAReceptorId no corresponde a un consumidor final.' });
    }
    return observations;
  }

  function authorize(request: any): string {
    const head = request.FeCAEReq?.FeCabReq ?? {};
    const details = (request.FeCAEReq?.FeDetReq?.FECAEDetRequest ?? []) as any[];
    const cabecera = (resultado: string) =>
      `<FeCabResp><Cuit>${xmlText(String(request.Auth?.Cuit ?? ''))}</Cuit><PtoVta>${Number(head.PtoVta)}</PtoVta><CbteTipo>${Number(head.CbteTipo)}</CbteTipo>` +
      `<FchProceso>${arcaDate(now())}${argentinaDateTime(now()).slice(11, 19).replaceAll(':', '')}</FchProceso><CantReg>${details.length}</CantReg><Resultado>${resultado}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
    const errors = authErrors(request.Auth);
    if (!errors.length && (Number(head.CantReg) !== 1 || details.length !== 1)) errors.push({ code: 10000, message: 'La tienda sólo autoriza un comprobante por pedido: CantReg debe ser 1.' });
    if (!errors.length && ![6, 8].includes(Number(head.CbteTipo))) errors.push({ code: 10007, message: 'El campo CbteTipo debe ser 6 (Factura B) u 8 (Nota de Crédito B).' });
    if (errors.length) return fevResponse('FECAESolicitar', `${cabecera('R')}${messagesXml('Errors', 'Err', errors)}`);
    const detail = details[0];
    const observations = voucherObservations(head, detail);
    const date = String(detail.CbteFch ?? arcaDate(now()));
    const common =
      `<Concepto>${Number(detail.Concepto)}</Concepto><DocTipo>${Number(detail.DocTipo)}</DocTipo><DocNro>${xmlText(String(detail.DocNro))}</DocNro>` +
      `<CbteDesde>${Number(detail.CbteDesde)}</CbteDesde><CbteHasta>${Number(detail.CbteHasta)}</CbteHasta><CbteFch>${xmlText(date)}</CbteFch>`;
    if (observations.length) {
      return fevResponse(
        'FECAESolicitar',
        `${cabecera('R')}<FeDetResp><FECAEDetResponse>${common}<Resultado>R</Resultado>${messagesXml('Observaciones', 'Obs', observations)}<CAE></CAE><CAEFchVto></CAEFchVto></FECAEDetResponse></FeDetResp>`,
      );
    }
    const cae = String(randomInt(10 ** 13, 10 ** 14 - 1));
    const caeDueDate = addDays(date, CAE_DAYS);
    const list = vouchers.get(key(head.PtoVta, head.CbteTipo)) ?? [];
    list.push({
      voucherType: Number(head.CbteTipo) as VoucherType,
      pointOfSale: Number(head.PtoVta),
      number: Number(detail.CbteDesde),
      date,
      documentType: Number(detail.DocTipo) as AuthorizedVoucher['documentType'],
      documentNumber: String(detail.DocNro),
      total: cents(detail.ImpTotal) / 100,
      net: cents(detail.ImpNeto) / 100,
      vat: cents(detail.ImpIVA) / 100,
      otherTaxes: cents(detail.ImpTrib ?? 0) / 100,
      vatLines: ((detail.Iva?.AlicIva ?? []) as any[]).map((line) => ({ id: Number(line.Id) as 4 | 5, base: cents(line.BaseImp) / 100, amount: cents(line.Importe) / 100 })),
      ...(detail.CbtesAsoc?.CbteAsoc?.length
        ? {
            associated: (detail.CbtesAsoc.CbteAsoc as any[]).map((it) => ({
              voucherType: Number(it.Tipo) as VoucherType,
              pointOfSale: Number(it.PtoVta),
              number: Number(it.Nro),
              ...(it.Cuit ? { cuit: String(it.Cuit) } : {}),
              ...(it.CbteFch ? { date: String(it.CbteFch) } : {}),
            })),
          }
        : {}),
      cae,
      caeDueDate,
      result: 'A',
      processedAt: arcaDate(now()),
    });
    vouchers.set(key(head.PtoVta, head.CbteTipo), list);
    return fevResponse(
      'FECAESolicitar',
      `${cabecera('A')}<FeDetResp><FECAEDetResponse>${common}<Resultado>A</Resultado><CAE>${cae}</CAE><CAEFchVto>${caeDueDate}</CAEFchVto></FECAEDetResponse></FeDetResp>`,
    );
  }

  function consult(request: any): string {
    const errors = authErrors(request.Auth);
    const query = request.FeCompConsReq ?? {};
    const found = errors.length ? undefined : (vouchers.get(key(query.PtoVta, query.CbteTipo)) ?? []).find((it) => it.number === Number(query.CbteNro));
    if (!found) {
      const notFound = errors.length ? errors : [{ code: 602, message: 'No existen datos en nuestros registros para los parametros ingresados.' }];
      return fevResponse('FECompConsultar', messagesXml('Errors', 'Err', notFound));
    }
    const money = (value: number) => value.toFixed(2);
    const associated = found.associated?.length
      ? `<CbtesAsoc>${found.associated
          .map((it) => `<CbteAsoc><Tipo>${it.voucherType}</Tipo><PtoVta>${it.pointOfSale}</PtoVta><Nro>${it.number}</Nro>${it.cuit ? `<Cuit>${it.cuit}</Cuit>` : ''}${it.date ? `<CbteFch>${it.date}</CbteFch>` : ''}</CbteAsoc>`)
          .join('')}</CbtesAsoc>`
      : '';
    const vat = found.vatLines.length
      ? `<Iva>${found.vatLines.map((line) => `<AlicIva><Id>${line.id}</Id><BaseImp>${money(line.base)}</BaseImp><Importe>${money(line.amount)}</Importe></AlicIva>`).join('')}</Iva>`
      : '';
    return fevResponse(
      'FECompConsultar',
      '<ResultGet>' +
        `<Concepto>1</Concepto><DocTipo>${found.documentType}</DocTipo><DocNro>${xmlText(found.documentNumber)}</DocNro>` +
        `<CbteDesde>${found.number}</CbteDesde><CbteHasta>${found.number}</CbteHasta><CbteFch>${found.date}</CbteFch>` +
        `<ImpTotal>${money(found.total)}</ImpTotal><ImpTotConc>0.00</ImpTotConc><ImpNeto>${money(found.net)}</ImpNeto><ImpOpEx>0.00</ImpOpEx>` +
        `<ImpTrib>${money(found.otherTaxes)}</ImpTrib><ImpIVA>${money(found.vat)}</ImpIVA><MonId>PES</MonId><MonCotiz>1</MonCotiz>` +
        `<CondicionIVAReceptorId>5</CondicionIVAReceptorId>${associated}${vat}` +
        `<Resultado>A</Resultado><CodAutorizacion>${found.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>${found.caeDueDate}</FchVto>` +
        `<FchProceso>${found.processedAt}</FchProceso><PtoVta>${found.pointOfSale}</PtoVta><CbteTipo>${found.voucherType}</CbteTipo>` +
        '</ResultGet>',
    );
  }

  /** Answers, or — told to lose the answer — does the work and then never answers. */
  async function answer(reply: FastifyReply, status: number, xml: string, lose: boolean) {
    if (lose) {
      // The caller gives up on its own deadline; the connection closing ends the wait.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 60_000);
        timer.unref();
        reply.raw.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return reply.code(504).type('text/plain').send('respuesta perdida');
    }
    return reply.code(status).type('text/xml; charset=utf-8').send(xml);
  }

  const plugin: FastifyPluginAsync = async (app) => {
    // SOAP bodies are XML; this parser is scoped to the sandbox's routes.
    app.addContentTypeParser(['text/xml', 'application/soap+xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    const faulty = (reply: FastifyReply, method: string) => {
      if (nextFault?.method !== undefined && nextFault.method !== method) return { handled: false, lose: false };
      const fault = nextFault?.fault;
      nextFault = undefined;
      if (fault === 'unavailable') {
        void reply.code(503).type('text/html').send('<html><body>Servicio no disponible</body></html>');
        return { handled: true, lose: false };
      }
      return { handled: false, lose: fault === 'lostAnswer' };
    };

    app.post('/sandbox/arca/wsaa', { schema: { hide: true } }, async (request, reply) => {
      const { handled, lose } = faulty(reply, 'loginCms');
      if (handled) return reply;
      const body = soapParser.parse(String(request.body ?? ''))?.Envelope?.Body;
      const { status, xml } = loginCms(body);
      return answer(reply, status, xml, lose);
    });

    app.post('/sandbox/arca/wsfev1', { schema: { hide: true } }, async (request, reply) => {
      const body = soapParser.parse(String(request.body ?? ''))?.Envelope?.Body ?? {};
      const [method] = Object.keys(body);
      const { handled, lose } = faulty(reply, method ?? '');
      if (handled) return reply;
      const call = method ? body[method] : undefined;
      const handler = { FECompUltimoAutorizado: lastAuthorized, FECAESolicitar: authorize, FECompConsultar: consult }[method ?? ''];
      if (!handler || typeof call !== 'object') {
        return reply.code(500).type('text/xml; charset=utf-8').send(fault('Client', `Método desconocido: ${method ?? 'ninguno'}`));
      }
      return answer(reply, 200, handler(call), lose);
    });
  };

  return {
    plugin,
    /**
     * Makes the next call (to either service), or the next call of `method`, fail: 503 at once, or
     * handled and its answer lost.
     */
    failNext(fault: SandboxFault, method?: SandboxMethod) {
      nextFault = { fault, method };
    },
    /** How many tickets WSAA has given. */
    get logins() {
      return logins;
    },
    /**
     * Vouchers authorized before this sandbox started (the shop's own records, after a restart): ARCA
     * never forgets a number, so neither does its stand-in.
     */
    restore(authorized: readonly AuthorizedVoucher[]) {
      for (const voucher of authorized) {
        const list = vouchers.get(key(voucher.pointOfSale, voucher.voucherType)) ?? [];
        if (!list.some((known) => known.number === voucher.number)) list.push(voucher);
        vouchers.set(key(voucher.pointOfSale, voucher.voucherType), list.sort((a, b) => a.number - b.number));
      }
    },
    /** What the sandbox has authorized, for tests to look at. */
    authorized: (pointOfSale: number, voucherType: VoucherType) => [...(vouchers.get(key(pointOfSale, voucherType)) ?? [])],
  };
}

export type ArcaSandbox = ReturnType<typeof arcaSandbox>;
