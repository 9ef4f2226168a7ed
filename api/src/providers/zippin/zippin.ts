import type { Infer } from 'superstruct';
import type { StandardDelivery } from '@tienda/domain';

/** One unit to ship, as Zippin takes it: grams and centimetres. */
export type ZippinItem = { sku: string; description: string; weight: number; length: number; width: number; height: number };

export type ZippinQuoteRequest = {
  declared_value: number;
  items: ZippinItem[];
  /** The province's name as the shop knows it, and the four digits of the postal code. */
  destination: { zipcode: string; state: string; city: string };
};

/** Zippin's quote (POST /v2/shipments/quote), passed on as it comes; the shop reads results.standard_delivery. */
export type ZippinQuote = { results: { standard_delivery: Infer<typeof StandardDelivery> } } & Record<string, unknown>;

/** Shipping quotes: Zippin itself when its credentials are set, the local sandbox otherwise. */
export interface ZippinApi {
  quote(request: ZippinQuoteRequest): Promise<ZippinQuote>;
}
