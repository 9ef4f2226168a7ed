import {
  ArcaRefused,
  type ArcaMessage,
  type Authorization,
  type AuthorizedVoucher,
  type InvoicingProvider,
  type Voucher,
  type VoucherType,
} from './invoicingProvider';
import { postSoap, soapEnvelope, xmlText, type SoapAnswer } from './soap';
import type { AccessTicket } from './wsaa';

const NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';
/** ARCA's "no such voucher" answer to FECompConsultar. */
const NOT_FOUND = 602;
/** Receptor's IVA condition: consumidor final. */
const FINAL_CONSUMER = 5;

export type WsfeOptions = {
  url: string;
  cuit: string;
  /** The WSAA ticket for 'wsfe' (see wsaa.ts). */
  ticket: () => Promise<AccessTicket>;
  timeoutMs?: number;
};

const money = (amount: number) => amount.toFixed(2);
const element = (name: string, value: string | number) => `<ar:${name}>${xmlText(value)}</ar:${name}>`;

/** ARCA's Err/Obs lists as { code, message }. */
export function arcaMessages(list: { Err?: unknown[]; Obs?: unknown[] } | undefined): ArcaMessage[] {
  const items = (list?.Err ?? list?.Obs ?? []) as { Code?: string; Msg?: string }[];
  return items.map((item) => ({ code: Number(item.Code), message: String(item.Msg ?? '') }));
}

/**
 * One voucher's FECAEDetRequest. The order of the elements is the WSDL's: the service is .NET's
 * XmlSerializer and silently ignores an element out of place.
 */
export function voucherDetail(voucher: Voucher): string {
  const associated = voucher.associated?.length
    ? `<ar:CbtesAsoc>${voucher.associated
        .map(
          (it) =>
            `<ar:CbteAsoc>${element('Tipo', it.voucherType)}${element('PtoVta', it.pointOfSale)}${element('Nro', it.number)}` +
            `${it.cuit ? element('Cuit', it.cuit) : ''}${it.date ? element('CbteFch', it.date) : ''}</ar:CbteAsoc>`,
        )
        .join('')}</ar:CbtesAsoc>`
    : '';
  const vat = voucher.vatLines.length
    ? `<ar:Iva>${voucher.vatLines
        .map((line) => `<ar:AlicIva>${element('Id', line.id)}${element('BaseImp', money(line.base))}${element('Importe', money(line.amount))}</ar:AlicIva>`)
        .join('')}</ar:Iva>`
    : '';
  return (
    '<ar:FECAEDetRequest>' +
    element('Concepto', 1) +
    element('DocTipo', voucher.documentType) +
    element('DocNro', voucher.documentNumber) +
    element('CbteDesde', voucher.number) +
    element('CbteHasta', voucher.number) +
    element('CbteFch', voucher.date) +
    element('ImpTotal', money(voucher.total)) +
    element('ImpTotConc', money(0)) +
    element('ImpNeto', money(voucher.net)) +
    element('ImpOpEx', money(0)) +
    element('ImpTrib', money(voucher.otherTaxes)) +
    element('ImpIVA', money(voucher.vat)) +
    element('MonId', 'PES') +
    element('MonCotiz', 1) +
    element('CondicionIVAReceptorId', FINAL_CONSUMER) +
    associated +
    vat +
    '</ar:FECAEDetRequest>'
  );
}

/** ARCA's WSFEv1 (electronic invoices without item detail), over SOAP. */
export function wsfeV1({ url, cuit, ticket, timeoutMs = 15_000 }: WsfeOptions): InvoicingProvider {
  async function call(method: string, inner: string): Promise<SoapAnswer & { result: Record<string, any> }> {
    const { token, sign } = await ticket();
    const auth = `<ar:Auth>${element('Token', token)}${element('Sign', sign)}${element('Cuit', cuit)}</ar:Auth>`;
    const envelope = soapEnvelope(`xmlns:ar="${NAMESPACE}"`, `<ar:${method}>${auth}${inner}</ar:${method}>`);
    const answer = await postSoap(url, `${NAMESPACE}${method}`, envelope, timeoutMs, `ARCA ${method}`);
    const result = answer.body[`${method}Response`]?.[`${method}Result`];
    if (!result || typeof result !== 'object') throw new ArcaRefused('respuesta', `${method} sin resultado`);
    return { ...answer, result };
  }

  const refuse = (errors: ArcaMessage[], authorization?: Authorization): never => {
    const [first] = errors;
    throw new ArcaRefused(first?.code ?? 'R', first?.message ?? 'Comprobante rechazado', errors, authorization);
  };

  return {
    async lastAuthorized({ pointOfSale, voucherType }) {
      const { result } = await call('FECompUltimoAutorizado', element('PtoVta', pointOfSale) + element('CbteTipo', voucherType));
      const errors = arcaMessages(result.Errors);
      if (errors.length) refuse(errors);
      return Number(result.CbteNro ?? 0);
    },

    async authorize(voucher) {
      const inner =
        '<ar:FeCAEReq><ar:FeCabReq>' +
        element('CantReg', 1) +
        element('PtoVta', voucher.pointOfSale) +
        element('CbteTipo', voucher.voucherType) +
        `</ar:FeCabReq><ar:FeDetReq>${voucherDetail(voucher)}</ar:FeDetReq></ar:FeCAEReq>`;
      const { result, request, response } = await call('FECAESolicitar', inner);
      const detail = result.FeDetResp?.FECAEDetResponse?.[0];
      const errors = arcaMessages(result.Errors);
      const observations = arcaMessages(detail?.Observaciones);
      const approved = (detail?.Resultado ?? result.FeCabResp?.Resultado) === 'A' && !errors.length && Boolean(detail?.CAE);
      const authorization: Authorization = {
        result: approved ? 'A' : 'R',
        cae: approved ? String(detail.CAE) : '',
        caeDueDate: approved ? String(detail.CAEFchVto) : '',
        observations,
        errors,
        exchange: { request, response },
      };
      // A refused voucher's reasons are the request's errors, or else the voucher's observations.
      if (!approved) refuse(errors.length ? errors : observations, authorization);
      return authorization;
    },

    async consult({ pointOfSale, voucherType, number }) {
      const { result } = await call(
        'FECompConsultar',
        `<ar:FeCompConsReq>${element('CbteTipo', voucherType)}${element('CbteNro', number)}${element('PtoVta', pointOfSale)}</ar:FeCompConsReq>`,
      );
      const errors = arcaMessages(result.Errors);
      if (errors.some((error) => error.code === NOT_FOUND)) return undefined;
      if (errors.length) refuse(errors);
      const found = result.ResultGet;
      if (!found) return undefined;
      return authorizedVoucher(found);
    },
  };
}

/** A FECompConsultar ResultGet as the shop's voucher. */
function authorizedVoucher(found: Record<string, any>): AuthorizedVoucher {
  const associated = (found.CbtesAsoc?.CbteAsoc ?? []) as Record<string, string>[];
  const vatLines = (found.Iva?.AlicIva ?? []) as Record<string, string>[];
  return {
    voucherType: Number(found.CbteTipo) as VoucherType,
    pointOfSale: Number(found.PtoVta),
    number: Number(found.CbteDesde),
    date: String(found.CbteFch),
    documentType: Number(found.DocTipo) as Voucher['documentType'],
    documentNumber: String(found.DocNro),
    total: Number(found.ImpTotal),
    net: Number(found.ImpNeto),
    vat: Number(found.ImpIVA),
    otherTaxes: Number(found.ImpTrib ?? 0),
    vatLines: vatLines.map((line) => ({ id: Number(line.Id) as 5 | 4, base: Number(line.BaseImp), amount: Number(line.Importe) })),
    ...(associated.length
      ? {
          associated: associated.map((it) => ({
            voucherType: Number(it.Tipo) as VoucherType,
            pointOfSale: Number(it.PtoVta),
            number: Number(it.Nro),
            ...(it.Cuit ? { cuit: String(it.Cuit) } : {}),
            ...(it.CbteFch ? { date: String(it.CbteFch) } : {}),
          })),
        }
      : {}),
    cae: String(found.CodAutorizacion ?? ''),
    caeDueDate: String(found.FchVto ?? ''),
    result: found.Resultado === 'A' ? 'A' : 'R',
    processedAt: String(found.FchProceso ?? ''),
  };
}
