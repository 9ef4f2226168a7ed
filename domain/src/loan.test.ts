import { describe, it, expect } from 'vitest';
import {
  LOAN_INSTALLMENTS,
  NEAR_MISS_FACTOR,
  SURPLUS_FACTOR,
  USAGE_HIGH_THRESHOLD,
  USAGE_MEDIUM_THRESHOLD,
  isLoanFlowValid,
  isOfferFromToday,
  loanOfferState,
  usageLevel,
  usageRatio,
  type LoanFlow,
  type LoanOfferState,
} from './loan';
import type { LoanOffer } from './contracts/loans';

function offer(maximoCapital: number, resultado = 'APROBADO'): LoanOffer {
  return { resultado, respuestaMotor: 'OK', maximoCapital, maximoCuota: maximoCapital / 12, consultaId: 7 };
}

describe('loan constants', () => {
  it.each([
    ['LOAN_INSTALLMENTS', LOAN_INSTALLMENTS, 12],
    ['NEAR_MISS_FACTOR', NEAR_MISS_FACTOR, 1.2],
    ['SURPLUS_FACTOR', SURPLUS_FACTOR, 1.5],
    ['USAGE_MEDIUM_THRESHOLD', USAGE_MEDIUM_THRESHOLD, 0.3],
    ['USAGE_HIGH_THRESHOLD', USAGE_HIGH_THRESHOLD, 0.7],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('loanOfferState for a total of 120000', () => {
  const total = 120_000;
  const none: LoanOfferState = { kind: 'none' };
  const approved = (surplus: boolean): LoanOfferState => ({
    kind: 'approved',
    status: 'APROBADO CON CUPO',
    surplus,
  });
  const nearly = (shortfall: number): LoanOfferState => ({ kind: 'nearly', status: 'PENDIENTE', shortfall });
  const pending = (shortfall: number): LoanOfferState => ({ kind: 'pending', status: 'PENDIENTE', shortfall });

  it.each<[string, LoanOffer | null, LoanOfferState]>([
    ['no offer', null, none],
    ['rejected', offer(500_000, 'RECHAZADO'), none],
    ['rejected, other wording and case', offer(500_000, 'Solicitud rechazada'), none],
    ['zero capital', offer(0), none],
    ['negative capital', offer(-1), none],
    ['NaN capital', offer(Number.NaN), none],
    ['capital equal to the total', offer(120_000), approved(false)],
    ['capital exactly 1.5 × total: no surplus yet', offer(180_000), approved(false)],
    ['capital above 1.5 × total: surplus', offer(180_001), approved(true)],
    ['just below the total', offer(119_999.99), nearly(0.01)],
    ['exactly total / 1.2', offer(100_000), nearly(20_000)],
    ['just below total / 1.2', offer(99_999.99), pending(20_000.01)],
    ['far below', offer(10_000), pending(110_000)],
  ])('%s', (_case, loanOffer, expected) => {
    expect(loanOfferState(loanOffer, total)).toEqual(expected);
  });
});

describe('usageRatio and usageLevel', () => {
  it.each([
    [0, 100_000, 0, 'low'],
    [29_999, 100_000, 0.29999, 'low'],
    [30_000, 100_000, 0.3, 'medium'],
    [69_999, 100_000, 0.69999, 'medium'],
    [70_000, 100_000, 0.7, 'high'],
    [100_000, 100_000, 1, 'high'],
    [250_000, 100_000, 1, 'high'],
    [-5, 100_000, 0, 'low'],
    [50_000, 0, 1, 'high'],
  ])('total %d of capital %d uses %d (%s)', (total, capital, ratio, level) => {
    expect(usageRatio(total, capital)).toBe(ratio);
    expect(usageLevel(total, capital)).toBe(level);
  });
});

describe('isLoanFlowValid', () => {
  const createdAt = Date.parse('2026-11-20T15:00:00Z');
  const minutes = (n: number) => createdAt + n * 60_000;
  const fresh: LoanFlow = { createdAt, lastActivityAt: createdAt };
  // The idle rule only decides when the activity stamp is older than the creation stamp.
  const staleActivity: LoanFlow = { createdAt, lastActivityAt: minutes(-20) };
  const activeAt14: LoanFlow = { createdAt, lastActivityAt: minutes(14) };

  it.each<[string, LoanFlow, number, boolean]>([
    ['right after creation', fresh, createdAt, true],
    ['one ms before 15 min', fresh, minutes(15) - 1, true],
    ['at 15 min since creation', fresh, minutes(15), false],
    ['recent activity does not extend the 15 min', activeAt14, minutes(15), false],
    ['one ms before 30 min idle', staleActivity, minutes(10) - 1, true],
    ['at 30 min idle', staleActivity, minutes(10), false],
  ])('%s → %s', (_case, flow, now, expected) => {
    expect(isLoanFlowValid(flow, now)).toBe(expected);
  });
});

describe('isOfferFromToday', () => {
  // Argentine midnight falls at 03:00 UTC.
  it.each([
    ['2026-11-20', '2026-11-21T02:59:59Z', true],
    ['2026-11-20', '2026-11-21T03:00:00Z', false],
    ['2026-11-21', '2026-11-21T03:00:00Z', true],
    ['2026-11-21', '2026-11-21T02:59:59Z', false],
  ])('offer of %s seen at %s → %s', (offerDateKey, now, expected) => {
    expect(isOfferFromToday(offerDateKey, Date.parse(now))).toBe(expected);
  });
});
