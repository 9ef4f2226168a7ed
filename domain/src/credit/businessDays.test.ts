import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isRevocable, revocationDeadline } from './businessDays';

// The calendars below are written out by hand from the official 2026 list (Decreto 1027/2024 and
// Ley 27.399): Carnaval 16–17 Feb; 23 Mar bridge, 24 Mar Memoria; 2 Apr Malvinas (and Jueves Santo),
// 3 Apr Viernes Santo; 7 Dec bridge, 8 Dec Inmaculada Concepción; 25 Dec Navidad; 1 Jan 2027.
// "n" marks the nth business day counted; "—" a day off.

describe('días hábiles en Argentina', () => {
  it('knows weekends, national holidays and the bridge days, and works on the eves', () => {
    expect(isBusinessDay('2026-12-04')).toBe(true); // Friday
    expect(isBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-06')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-07')).toBe(false); // bridge (día no laborable con fines turísticos)
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
    expect(isBusinessDay('2026-12-24')).toBe(true); // Nochebuena: half a day, optional, still worked
    expect(isBusinessDay('2026-12-25')).toBe(false); // Navidad
    expect(isBusinessDay('2026-02-16')).toBe(false); // Carnaval
    expect(isBusinessDay('2026-04-03')).toBe(false); // Viernes Santo
  });

  it('counts from the day after, across the bridge and 8 December', () => {
    // Accepted Wed 2 Dec 2026:
    //   Thu 3 (1), Fri 4 (2), Sat 5 —, Sun 6 —, Mon 7 — bridge, Tue 8 — Inmaculada,
    //   Wed 9 (3), Thu 10 (4), Fri 11 (5), Mon 14 (6), Tue 15 (7), Wed 16 (8), Thu 17 (9), Fri 18 (10).
    expect(addBusinessDays('2026-12-02', 10)).toBe('2026-12-18');
    // Accepted Fri 4 Dec: Wed 9 (1) … Fri 18 (8), Mon 21 (9), Tue 22 (10).
    expect(addBusinessDays('2026-12-04', 10)).toBe('2026-12-22');
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-09');
  });

  it('skips Christmas and New Year, across the year', () => {
    // Accepted Wed 16 Dec: Thu 17 (1), Fri 18 (2), Mon 21 (3), Tue 22 (4), Wed 23 (5), Thu 24 (6),
    //   Fri 25 — Navidad, Mon 28 (7), Tue 29 (8), Wed 30 (9), Thu 31 (10).
    expect(addBusinessDays('2026-12-16', 10)).toBe('2026-12-31');
    // Accepted Tue 22 Dec: Wed 23 (1), Thu 24 (2), Mon 28 (3), Tue 29 (4), Wed 30 (5), Thu 31 (6),
    //   Fri 1 Jan — Año Nuevo, Mon 4 (7), Tue 5 (8), Wed 6 (9), Thu 7 (10).
    expect(addBusinessDays('2026-12-22', 10)).toBe('2027-01-07');
  });

  it('skips Carnival and Easter week', () => {
    // Accepted Fri 13 Feb 2026: Mon 16 — Carnaval, Tue 17 — Carnaval, Wed 18 (1), Thu 19 (2), Fri 20 (3),
    //   Mon 23 (4), Tue 24 (5), Wed 25 (6), Thu 26 (7), Fri 27 (8), Mon 2 Mar (9), Tue 3 Mar (10).
    expect(addBusinessDays('2026-02-13', 10)).toBe('2026-03-03');
    // Accepted Mon 30 Mar 2026: Tue 31 (1), Wed 1 Apr (2), Thu 2 — Malvinas, Fri 3 — Viernes Santo,
    //   Mon 6 (3), Tue 7 (4), Wed 8 (5), Thu 9 (6), Fri 10 (7), Mon 13 (8), Tue 14 (9), Wed 15 (10).
    expect(addBusinessDays('2026-03-30', 10)).toBe('2026-04-15');
    // Accepted Fri 20 Mar 2026: Mon 23 — bridge, Tue 24 — Memoria, Wed 25 (1), Thu 26 (2), Fri 27 (3),
    //   Mon 30 (4), Tue 31 (5), Wed 1 Apr (6), Thu 2 —, Fri 3 —, Mon 6 (7), Tue 7 (8), Wed 8 (9), Thu 9 (10).
    expect(addBusinessDays('2026-03-20', 10)).toBe('2026-04-09');
  });

  it('starts from the calendar day in Buenos Aires, and the last day counts to its end there', () => {
    // 02:30 UTC on 4 Dec is still Thu 3 Dec, 23:30 in Buenos Aires: Fri 4 (1), Wed 9 (2) … Mon 21 (10).
    expect(revocationDeadline('2026-12-04T02:30:00Z')).toBe('2026-12-21');
    expect(revocationDeadline('2026-12-04T03:30:00Z')).toBe('2026-12-22');
    const accepted = '2026-12-02T15:00:00Z';
    expect(isRevocable(accepted, new Date('2026-12-19T02:59:59Z'))).toBe(true); // 18 Dec, 23:59:59 in Argentina
    expect(isRevocable(accepted, new Date('2026-12-19T03:00:00Z'))).toBe(false); // 19 Dec, 00:00
  });
});
