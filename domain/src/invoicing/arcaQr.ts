// The QR every electronic voucher prints (RG 4892/2020 and its "Especificaciones técnicas del código
// QR"): a JSON of the voucher's data, in base64, as the `p` parameter of the URL the regulation names.
// Scanning it opens ARCA's page that checks the voucher against its records.
import type { VoucherType } from './voucherFigures';
import type { BuyerDocType } from './voucherBuyer';

/**
 * The URL RG 4892/2020's specification publishes: still on afip.gob.ar. ARCA (AFIP's successor since
 * 2024) moved its site to arca.gob.ar, but the specification has not been reissued with another address:
 * we keep the one the regulation names, and change it here if ARCA publishes a new one.
 */
export const ARCA_QR_URL = 'https://www.afip.gob.ar/fe/qr/';

/** The JSON the QR carries, version 1, field for field as the specification names them. */
export type ArcaQrPayload = {
  ver: 1;
  /** The voucher's date, YYYY-MM-DD. */
  fecha: string;
  /** The issuer's CUIT, 11 digits, as a number. */
  cuit: number;
  ptoVta: number;
  tipoCmp: VoucherType;
  nroCmp: number;
  /** ImpTotal, in pesos. */
  importe: number;
  moneda: 'PES';
  ctz: 1;
  tipoDocRec: BuyerDocType;
  nroDocRec: number;
  /** "E": the authorisation is a CAE. */
  tipoCodAut: 'E';
  /** The CAE, 14 digits, as a number. */
  codAut: number;
};

export type ArcaQrVoucher = {
  date: string;
  /** The issuer's CUIT, with or without dashes. */
  cuit: string;
  pointOfSale: number;
  type: VoucherType;
  number: number;
  total: number;
  buyer: { docTipo: BuyerDocType; docNro: number };
  cae: string;
};

const digitsOnly = (value: string, length: number, what: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== length) throw new RangeError(`${what} debe tener ${length} dígitos.`);
  return Number(digits);
};

/** The QR's JSON for an authorised voucher. */
export function arcaQrPayload(voucher: ArcaQrVoucher): ArcaQrPayload {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(voucher.date)) throw new RangeError('La fecha del comprobante debe ser AAAA-MM-DD.');
  return {
    ver: 1,
    fecha: voucher.date,
    cuit: digitsOnly(voucher.cuit, 11, 'El CUIT'),
    ptoVta: voucher.pointOfSale,
    tipoCmp: voucher.type,
    nroCmp: voucher.number,
    importe: voucher.total,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: voucher.buyer.docTipo,
    nroDocRec: voucher.buyer.docNro,
    tipoCodAut: 'E',
    codAut: digitsOnly(voucher.cae, 14, 'El CAE'),
  };
}

// The payload is plain ASCII (digits, letters, punctuation): a byte per character. The domain runs where
// neither Buffer nor btoa is typed, so base64 is written out.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function asciiToBase64(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const bytes = [0, 1, 2].map((k) => (i + k < text.length ? text.charCodeAt(i + k) : -1));
    if (bytes.some((byte) => byte > 0x7f)) throw new RangeError('El QR solo lleva texto ASCII.');
    const [a, b, c] = bytes as [number, number, number];
    const word = (a << 16) | (Math.max(b, 0) << 8) | Math.max(c, 0);
    out += ALPHABET[(word >> 18) & 63]! + ALPHABET[(word >> 12) & 63]! + (b < 0 ? '=' : ALPHABET[(word >> 6) & 63]!) + (c < 0 ? '=' : ALPHABET[word & 63]!);
  }
  return out;
}

function base64ToAscii(encoded: string): string {
  // The padding off its end, by a loop: a trailing-"=" pattern backtracks on a long run of them.
  let end = encoded.length;
  while (end > 0 && encoded[end - 1] === '=') end -= 1;
  const clean = encoded.slice(0, end);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new RangeError('El QR no es base64.');
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return out;
}

/**
 * The URL the QR encodes: ARCA_QR_URL?p=<the payload's JSON in base64>, the base64 as it is (the
 * specification's own example leaves its "=" unescaped), so the QR carries exactly what ARCA expects.
 */
export function arcaQrUrl(payload: ArcaQrPayload): string {
  return `${ARCA_QR_URL}?p=${asciiToBase64(JSON.stringify(payload))}`;
}

/** The payload a QR's URL carries, read back (what ARCA's page does when the QR is scanned). */
export function decodeArcaQrUrl(url: string): ArcaQrPayload {
  // Read by hand: a query parser would take base64's "+" for a space.
  const match = /[?&]p=([^&#]*)/.exec(url);
  if (!url.startsWith(ARCA_QR_URL) || match === null) throw new RangeError('No es un QR de comprobante de ARCA.');
  return JSON.parse(base64ToAscii(decodeURIComponent(match[1]!))) as ArcaQrPayload;
}
