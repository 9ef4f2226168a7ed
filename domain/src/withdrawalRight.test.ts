import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_RULE, withdrawalDay, withdrawalNotice, withdrawalPhase } from './withdrawalRight';

describe('the withdrawal right in words', () => {
  it('says the rule before receipt, with the business-day move, in tú', () => {
    expect(WITHDRAWAL_RULE).toBe(
      'Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil.',
    );
    expect(withdrawalNotice({ status: 'shipped', withdrawalDeadline: null }, Date.now())).toEqual({ phase: 'before', sentence: WITHDRAWAL_RULE });
    expect(withdrawalPhase({ status: 'pending_payment', withdrawalDeadline: null }, Date.now())).toBe('before');
  });

  it('names the last day once received, up to the end of that day in Argentina, then says it ended', () => {
    const delivered = { status: 'delivered' as const, withdrawalDeadline: '2026-12-14' };
    // 14 December, 23:59 in Buenos Aires (UTC−3) is 02:59 UTC of the 15th.
    expect(withdrawalNotice(delivered, Date.parse('2026-12-15T02:59:00Z'))).toEqual({
      phase: 'open',
      sentence: 'Puedes arrepentirte de tu compra hasta el 14 de diciembre de 2026 inclusive.',
    });
    expect(withdrawalNotice(delivered, Date.parse('2026-12-15T03:00:00Z'))).toEqual({
      phase: 'ended',
      sentence: 'El plazo para arrepentirte de esta compra terminó el 14 de diciembre de 2026.',
    });
  });

  it('says nothing where the right no longer applies', () => {
    for (const status of ['cancelled', 'expired', 'withdrawal_requested', 'refunded'] as const) {
      expect(withdrawalNotice({ status, withdrawalDeadline: null }, Date.now())).toBeNull();
    }
  });

  it('reads a calendar day the same in every time zone', () => {
    expect(withdrawalDay('2027-01-04')).toBe('4 de enero de 2027');
  });
});
