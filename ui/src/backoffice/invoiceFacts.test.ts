import { describe, expect, it } from 'vitest';
import { pendingProgress } from './invoiceFacts';

describe('where a voucher waiting for ARCA stands', () => {
  it('is queued before the first try', () => {
    expect(pendingProgress({ attempts: 0, nextAttemptAt: '2025-03-18T13:10:00.000Z' })).toBe('En cola, todavía sin intentos.');
  });

  it('counts the tries and says the next one in Argentina’s clock', () => {
    expect(pendingProgress({ attempts: 1, nextAttemptAt: '2025-03-18T13:10:00.000Z' })).toBe('1 intento; el próximo, 18/03/2025 10:10.');
    expect(pendingProgress({ attempts: 4, nextAttemptAt: '2025-03-19T02:30:00.000Z' })).toBe('4 intentos; el próximo, 18/03/2025 23:30.');
    expect(pendingProgress({ attempts: 2, nextAttemptAt: null })).toBe('2 intentos.');
  });
});
