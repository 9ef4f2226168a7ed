// The internal rate of return of what a borrower pays for what they received: the period rate at which
// the payments' present value equals the amount received. Solved by bisection, which cannot diverge:
// with payments after the granting, the present value falls as the rate rises.

/** A payment `period` periods after the granting (0 = at the granting itself). */
export type Payment = { period: number; amount: number };

const MAX_ITERATIONS = 200;

function presentValue(payments: readonly Payment[], rate: number): number {
  return payments.reduce((sum, { period, amount }) => sum + amount / (1 + rate) ** period, 0);
}

/**
 * The period rate (a fraction, ≥ 0) that prices `payments` at `received`; null when they add up to less
 * than was received (the rate would be negative: no credit cost to disclose, but figures that make no sense).
 */
export function internalRateOfReturn(received: number, payments: readonly Payment[]): number | null {
  const excess = (rate: number) => presentValue(payments, rate) - received;
  const atZero = excess(0);
  // Sums of centavos carry binary noise: a total within a trillionth of what was received is that amount.
  if (Math.abs(atZero) <= Math.abs(received) * 1e-12) return 0;
  if (!(atZero > 0)) return null;
  let low = 0;
  let high = 1;
  while (excess(high) > 0) {
    high *= 2;
    if (high > 1e6) return null; // payments that never stop paying: no finite rate
  }
  // Halving until the interval cannot shrink in floating point pins far more than the two decimals
  // of an annual percentage that are disclosed (a period rate to about 1e-16).
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
