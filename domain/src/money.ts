// Prices arrive as numbers or numeric strings (final_price); they are shown in es-AR pesos.

/** Each product shows this many fixed instalments of its internal_cost. */
export const INSTALLMENTS_SHOWN = 6;

// One formatter for the whole app: building an Intl.NumberFormat is costly.
// 'negative' keeps a rounded-away -0 from printing as "-$ 0,00".
const arsFormatter = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** Parses a price; a blank or non-numeric string is a broken catalogue, not a zero. */
export function toNumber(price: string | number): number {
  // Number('') is 0, so a blank string must be caught before parsing.
  const value = typeof price === 'number' || price.trim() !== '' ? Number(price) : Number.NaN;
  if (!Number.isFinite(value)) throw new RangeError(`Not a price: ${JSON.stringify(price)}`);
  return value;
}

/** "$ 1.234,56": Intl puts a non-breaking space (U+00A0) after the sign. */
export function formatARS(amount: number | string): string {
  return arsFormatter.format(toNumber(amount));
}

const rateFormatter = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRate(percent: number): string {
  return `${rateFormatter.format(percent)}%`;
}

// Moves the decimal point through the exponent, so 1.005 is read as the decimal the
// user meant rather than its binary neighbour 1.00499999…
function shiftDecimal(n: number, places: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds to cents, halves away from zero (1.005 → 1.01), never returning -0. */
export function roundMoney(n: number): number {
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(n), 2)), -2);
  return n < 0 && rounded > 0 ? -rounded : rounded;
}

/** Pickup and zero-cost deliveries are free. */
export function formatShipping(cost: number): string {
  const rounded = roundMoney(cost);
  return rounded === 0 ? 'GRATIS' : formatARS(rounded);
}
