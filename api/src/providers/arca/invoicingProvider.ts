/** Electronic invoicing as the shop uses it: ARCA's WSFEv1 (the real one or the local sandbox). */
export interface InvoicingProvider {
  /** The last number ARCA authorized for this point of sale and voucher type; 0 when none yet. */
  lastAuthorized(query: { pointOfSale: number; voucherType: VoucherType }): Promise<number>;
  /**
   * Asks the CAE for one voucher (FECAESolicitar). Resolves only when ARCA approved it (result 'A');
   * a refusal throws ArcaRefused carrying ARCA's answer, a service that cannot be reached or whose
   * answer was lost throws ArcaUnavailable: then `consult` says whether the voucher was authorized
   * before asking again, so that an order never gets two invoices.
   */
  authorize(voucher: Voucher): Promise<Authorization>;
  /** The voucher as ARCA authorized it (FECompConsultar), or undefined when it has no such voucher. */
  consult(query: { pointOfSale: number; voucherType: VoucherType; number: number }): Promise<AuthorizedVoucher | undefined>;
}

/** 6: Factura B; 8: Nota de crédito B. */
export type VoucherType = 6 | 8;
/** 99: Consumidor Final (DocNro 0), 96: DNI, 86: CUIL. */
export type DocumentType = 99 | 96 | 86;
/** 5: 21 %, 4: 10,5 %. */
export type VatRateId = 5 | 4;

export type VatLine = { id: VatRateId; base: number; amount: number };
/** The voucher a credit note cancels. */
export type AssociatedVoucher = { voucherType: VoucherType; pointOfSale: number; number: number; cuit?: string; date?: string };

/** One voucher to a final consumer, goods only (concepto 1), in pesos. Amounts in pesos, 2 decimals. */
export type Voucher = {
  voucherType: VoucherType;
  pointOfSale: number;
  number: number;
  /** YYYYMMDD */
  date: string;
  documentType: DocumentType;
  /** '0' for Consumidor Final. */
  documentNumber: string;
  total: number;
  net: number;
  vat: number;
  /** Other national taxes (ImpTrib); their detail is not sent: the shop has none to itemize yet. */
  otherTaxes: number;
  vatLines: VatLine[];
  /** Required for a credit note: the invoice it is associated with. */
  associated?: AssociatedVoucher[];
};

/** What ARCA said of a code: an error (refusal) or an observation. */
export type ArcaMessage = { code: number; message: string };

/** The SOAP exchange, kept so that the shop can record what was asked and answered. */
export type Exchange = { request: string; response: string };

export type Authorization = {
  result: 'A' | 'R';
  /** 14 digits; empty when refused. */
  cae: string;
  /** YYYYMMDD; empty when refused. */
  caeDueDate: string;
  observations: ArcaMessage[];
  errors: ArcaMessage[];
  exchange: Exchange;
};

export type AuthorizedVoucher = Voucher & { cae: string; caeDueDate: string; result: 'A' | 'R'; processedAt: string };

/** ARCA could not be reached, took too long, answered 5xx or something unreadable: try again later. */
export class ArcaUnavailable extends Error {
  override name = 'ArcaUnavailable';
}

/**
 * ARCA answered and said no (a business error, a rejected voucher, a refused login): asking again
 * the same will get the same answer. `code` and `message` are ARCA's first; `errors` all of them.
 */
export class ArcaRefused extends Error {
  override name = 'ArcaRefused';
  constructor(
    readonly code: number | string,
    readonly arcaMessage: string,
    readonly errors: ArcaMessage[] = [],
    readonly authorization?: Authorization,
  ) {
    super(`ARCA ${code}: ${arcaMessage}`);
  }
}
