import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPasswordHashing, HashingBusy, hashingLoad, hashPassword } from '../src/modules/auth/passwords';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

const BUSY = { ok: false, message: 'Estamos recibiendo muchos inicios de sesión. Espera unos segundos y vuelve a intentar.' };

/** The most hashes seen running and waiting at once while `work` runs (sampled every few ms). */
async function peakLoad<T>(work: () => Promise<T>): Promise<{ result: T; running: number; waiting: number }> {
  const peak = { running: 0, waiting: 0 };
  const sample = () => {
    const load = hashingLoad();
    peak.running = Math.max(peak.running, load.running);
    peak.waiting = Math.max(peak.waiting, load.waiting);
  };
  const sampler = setInterval(sample, 2);
  try {
    const result = await work();
    return { result, ...peak };
  } finally {
    clearInterval(sampler);
  }
}

describe('the password hashing queue', () => {
  it('runs at most `atOnce` hashes, lets `waiting` more wait, and refuses the rest at once', async () => {
    boundPasswordHashing({ atOnce: 1, waiting: 2 });
    const { result, running, waiting } = await peakLoad(() => Promise.allSettled(Array.from({ length: 10 }, (_, i) => hashPassword(`clave-${i}`))));
    expect(result.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = result.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy);
    expect(running).toBe(1);
    expect(waiting).toBeLessThanOrEqual(2);
    // Freed places are taken again.
    await expect(hashPassword('otra-vez')).resolves.toMatch(/^\$argon2id\$/);
  });
});

describe.each(databaseKinds)('a burst of log-ins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PASSWORD_HASHES_AT_ONCE: '2', PASSWORD_HASHES_WAITING: '4' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After beyond the queue, never runs more than 2 hashes, and does not count the refused', async () => {
    const burst = () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.app.inject({ method: 'POST', url: '/api/auth/log-in', payload: { email: `rafaga${i}@ejemplo.com`, password: 'una-clave' }, remoteAddress: `198.30.0.${i + 1}` }),
        ),
      );
    const { result: answers, running, waiting } = await peakLoad(burst);
    const busy = answers.filter((res) => res.statusCode === 503);
    const checked = answers.filter((res) => res.statusCode === 401);
    expect(busy.length + checked.length).toBe(40);
    expect(busy.length).toBeGreaterThan(0);
    // The first six always find a place.
    expect(checked.length).toBeGreaterThanOrEqual(6);
    for (const res of busy) {
      expect(res.json()).toEqual(BUSY);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(running).toBeLessThanOrEqual(2);
    expect(waiting).toBeLessThanOrEqual(4);

    // Only the attempts really checked count as failures.
    const [counted] = await t.db.query<{ failures: number }>(`SELECT coalesce(sum(failures), 0)::int AS failures FROM log_in_failures WHERE key LIKE 'shop|address|198.30.0.%'`);
    expect(counted!.failures).toBe(checked.length);

    // The burst over, the shop signs people in as before.
    const staff = await t.app.inject({ method: 'POST', url: '/api/backoffice/auth/log-in', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(staff.statusCode, staff.body).toBe(200);
  });
});
