/**
 * How much a request body may weigh, by what the route is for. Every byte past what a route needs
 * is only room for an attacker: each body is parsed and walked on the server's one thread.
 */

/**
 * Every JSON call of the shop unless its route says otherwise: the largest a person sends, an order
 * of 50 lines with address and billing, or a quote of 200 units, is about 4 KB.
 */
export const JSON_BODY_LIMIT = 16 * 1024;

/** A product of the back office: its description is HTML of up to 50,000 characters. */
export const PRODUCT_BODY_LIMIT = 384 * 1024;

/**
 * The ERP's prices-and-stock file: 200,000 lines of stock alone, or some 60,000 products with all
 * their prices. A larger catalogue is imported in parts (lines not in a file are left as they are).
 */
export const PRICES_AND_STOCK_CSV_LIMIT = 4 * 1024 * 1024;

/**
 * The credit engine's file of pre-approved lines: some 170,000 lines. More are imported in parts
 * (each import adds and updates, it removes nothing).
 */
export const CREDIT_LINES_CSV_LIMIT = 8 * 1024 * 1024;

/** A limit as a person reads it: 16 KB, 4 MB. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',') : `${Math.ceil(bytes / 1024)} KB`;
}
