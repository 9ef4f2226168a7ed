import { literal, max, min, number, object, optional, refine, string, trimmed, type, union, type Infer } from 'superstruct';
import { boundedString, cappedArray, Id, ShortText } from './common';

/** A price, a total or a cost: pesos with cents, never negative. */
export const Money = max(min(number(), 0), 1_000_000_000);

/** The data the delivery step needs, with the spec's message when some is missing (§8). */
export const SHIPPING_DATA_MISSING = 'Por favor complete todos los datos de envío';

/**
 * An Argentine postal code: the old four digits (1425), or the CPA — the province's letter,
 * the four digits and, in full, three letters for the block (C1425ABC; C1425 also passes).
 */
export const POSTAL_CODE_PATTERN = /^(?:([A-Z])(\d{4})(?:[A-Z]{3})?|(\d{4}))$/i;

const POSTAL_CODE_INVALID = 'El código postal no es válido: usa sus 4 números (1425) o el CPA (C1425ABC).';

export const PostalCode = refine(
  trimmed(boundedString(20, POSTAL_CODE_INVALID)),
  'postalCode',
  (value) => POSTAL_CODE_PATTERN.test(value) || POSTAL_CODE_INVALID,
);

const Place = refine(ShortText(100), 'place', (value) => value.length > 0 || SHIPPING_DATA_MISSING);

/** Units one quote may cover: each unit travels as one item, as the spec's storefront sends them. */
export const MAX_QUOTED_UNITS = 200;

/**
 * POST /api/zippin/cotization: the products, one item per unit (the storefront repeats the
 * product's fields; only its id counts), and where they go. declared_value is taken for
 * compatibility and not used: the server always declares 0, as the spec's storefront does,
 * so a quote and the order's own re-quote agree.
 */
export const CotizationBody = type({
  declared_value: optional(Money),
  items: cappedArray(type({ id: Id }), MAX_QUOTED_UNITS, 1),
  destination: type({ zipcode: PostalCode, state: Place, city: Place }),
});
export type CotizationRequest = Infer<typeof CotizationBody>;

/** What the storefront reads of a quote: Zippin's standard delivery (spec §3 Delivery quote). */
export const StandardDelivery = type({
  carrier: type({ id: union([number(), string()]), name: optional(string()) }),
  amounts: type({ price_incl_tax: number() }),
  delivery_time: type({ estimated_delivery: string() }),
});
export type StandardDelivery = Infer<typeof StandardDelivery>;

/**
 * The answer keeps the spec's spelling, typo included: reponseCotization. Zippin's quote is passed on
 * as Zippin sends it (a `type()`: its other fields travel too); the shop reads only the standard delivery.
 */
export const CotizationResponse = object({
  ok: literal(true),
  reponseCotization: type({ results: type({ standard_delivery: StandardDelivery }) }),
});
