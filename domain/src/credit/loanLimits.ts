// The credit engine lends up to maximoCapital, in instalments up to maximoCuota: a loan beyond either
// cannot be offered, and the shopper is told which.

export type LoanLimit = 'capital' | 'cuota';

/**
 * Which of the engine's limits the loan goes beyond ('capital' first), or null when it fits.
 * `installment` is the highest instalment the borrower would pay (LoanQuote.highestInstallment).
 * A limit that is missing or not a number is no room at all.
 */
export function loanLimitExceeded(
  loan: { installment: number; capital: number },
  limits: { maximoCapital: number; maximoCuota: number },
): LoanLimit | null {
  if (!(loan.capital <= limits.maximoCapital)) return 'capital';
  if (!(loan.installment <= limits.maximoCuota)) return 'cuota';
  return null;
}
