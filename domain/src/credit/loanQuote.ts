// A loan priced by the French system (fixed instalment of capital + interest): its schedule, the total to
// repay, TEA and CFTEA with and without IVA. Every amount is rounded to centavos as it is charged; the last
// instalment takes whatever balance is left, so the capital amortised is exactly the capital lent (and never
// costs more than the fixed instalment: the lender gives up what the roundings would add).
import type { CalendarDate } from '../calendar';
import type { LoanQuote, LoanScheduleRow } from '../contracts/loans';
import { roundMoney } from '../money';
import { monthlyDueDates } from './dueDates';
import { internalRateOfReturn, type Payment } from './irr';
import { DEFAULT_IVA_ON_INTEREST, assertLoanPlan, type LoanPlan } from './loanPlan';
import { effectiveAnnualRate, periodRateFromTna, roundRate, teaFromTna } from './rates';

/** The French-system instalment (capital + interest) of `capital` over `count` periods at `periodRate`. */
export function frenchInstallment(capital: number, periodRate: number, count: number): number {
  if (periodRate === 0) return roundMoney(capital / count);
  return roundMoney((capital * periodRate) / (1 - (1 + periodRate) ** -count));
}

const sum = (values: readonly number[]) => roundMoney(values.reduce((total, value) => roundMoney(total + value), 0));

/** CFTEA of what the borrower pays at the granting and with each instalment, for the capital received. */
function cfteaOf(capital: number, grantingFee: number, instalmentPayments: readonly number[]): number {
  const payments: Payment[] = [
    { period: 0, amount: grantingFee },
    ...instalmentPayments.map((amount, index) => ({ period: index + 1, amount })),
  ];
  // Totals never fall below the capital, so a rate always exists; 0 guards the impossible.
  return roundRate(effectiveAnnualRate(internalRateOfReturn(capital, payments) ?? 0));
}

/** Prices `capital` (pesos) under `plan`, granted on `grantedOn` (its Buenos Aires calendar day). */
export function quoteLoan(plan: LoanPlan, capital: number, grantedOn: CalendarDate): LoanQuote {
  assertLoanPlan(plan);
  if (!(Number.isFinite(capital) && capital > 0)) throw new RangeError(`Not a loan capital: ${capital}`);
  const lent = roundMoney(capital);
  const count = plan.installments;
  const rate = periodRateFromTna(plan.tna);
  const ivaRate = (plan.ivaOnInterest ?? DEFAULT_IVA_ON_INTEREST) / 100;
  const insuranceRate = (plan.insurance ?? 0) / 100;
  const monthlyFee = roundMoney(plan.monthlyFee ?? 0);
  const pureInstallment = frenchInstallment(lent, rate, count);
  const dueDates = monthlyDueDates(grantedOn, count);

  const schedule: LoanScheduleRow[] = [];
  let owed = lent;
  for (let index = 0; index < count; index += 1) {
    const isLast = index === count - 1;
    // "Cuotas fijas" bind the lender: when the roundings leave the last one above the others, the lender
    // gives up those centavos of interest; below, the borrower keeps them.
    const interest = isLast ? Math.min(roundMoney(owed * rate), Math.max(0, roundMoney(pureInstallment - owed))) : roundMoney(owed * rate);
    // The last instalment pays off whatever the roundings left; never more than is owed before that.
    const capitalPart = isLast ? owed : Math.min(owed, Math.max(0, roundMoney(pureInstallment - interest)));
    const iva = roundMoney(interest * ivaRate);
    const charges = roundMoney(monthlyFee + roundMoney(owed * insuranceRate));
    const balance = roundMoney(owed - capitalPart);
    schedule.push({
      number: index + 1,
      dueDate: dueDates[index] as string,
      interest,
      iva,
      charges,
      capital: capitalPart,
      total: roundMoney(capitalPart + interest + iva + charges),
      balance,
    });
    owed = balance;
  }

  const grantingFee = roundMoney((lent * (plan.grantingFee ?? 0)) / 100);
  const totals = schedule.map((row) => row.total);
  return {
    capital: lent,
    installments: count,
    periodicity: plan.periodicity,
    pureInstallment,
    firstInstallment: schedule[0]?.total ?? 0,
    highestInstallment: Math.max(...totals),
    grantingFee,
    schedule,
    totalInterest: sum(schedule.map((row) => row.interest)),
    totalIva: sum(schedule.map((row) => row.iva)),
    totalCharges: sum(schedule.map((row) => row.charges)),
    totalToRepay: sum(totals),
    tna: roundRate(plan.tna),
    tea: roundRate(teaFromTna(plan.tna)),
    cftea: cfteaOf(lent, grantingFee, totals),
    cfteaWithoutIva: cfteaOf(lent, grantingFee, schedule.map((row) => roundMoney(row.total - row.iva))),
  };
}
