import { Agent, request } from 'node:http';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { DEMO_MEMBER } from '../src/seed/demoMember';
import { createPostgresDatabase, type DatabaseKind } from './databases';
import { startShopProcess, type ShopProcess } from './shopProcess';

/** The longest a liveness probe may wait while anything else is being served. */
export const LIVE_WAIT_LIMIT_MS = 100;

/**
 * A server process of its own (so the test's work never runs on the loop being measured), on a
 * fresh database of the given kind, seeded with the demo. Behind a proxy at 127.0.0.1, so each
 * call may come from its own client address (X-Forwarded-For) and the per-address limits of the
 * public forms do not stand between the test and the route it means to reach.
 */
export async function startMeasuredShop(kind: DatabaseKind, name: string): Promise<ShopProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-bucle-'));
  symlinkSync(inject('testImagesDir'), path.join(dataDir, 'images'));
  return startShopProcess(name, {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? await createPostgresDatabase() : '',
    JWT_SECRET: 'secreto-de-la-prueba-del-bucle',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_LOG_IN: '1000',
    RATE_LIMIT_SIGN_UP: '1000',
    STOREFRONT_DIR: path.join(dataDir, 'sin-tienda'),
  });
}

let clients = 0;
/** A client address of its own for the next call (the server trusts X-Forwarded-For from 127.0.0.1). */
export const newClient = () => ({ 'x-forwarded-for': `10.99.${(++clients >> 8) & 255}.${clients & 255}` });

export async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...newClient(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.text()) as string };
}

export async function bearerTokens(base: string): Promise<{ staff: string; member: string }> {
  const staff = await post(base, '/api/backoffice/auth/log-in', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  const member = await post(base, '/api/auth/log-in', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  if (staff.status !== 200 || member.status !== 200) throw new Error(`log-in: ${staff.status} ${staff.body} / ${member.status} ${member.body}`);
  return { staff: JSON.parse(staff.body).token, member: JSON.parse(member.body).token };
}

/** GET /health/live on `agent`'s one kept-alive connection: how long its answer took, in ms. */
function probeOnce(port: number, agent: Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/health/live', agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`/health/live: ${res.statusCode}`))));
    })
      .on('error', reject)
      .end();
  });
}

export type LivenessReport<T> = {
  result: T;
  slowestMs: number;
  probes: number;
  /** When the slowest probe was sent, on performance.now()'s clock (to tell which call held it). */
  slowestAt: number;
};

/**
 * Runs `work` while /health/live is asked, one probe after another, on a second connection of its
 * own: what `work` answered, and the longest any probe waited (how many there were, and when).
 */
export async function whileProbingLiveness<T>(port: number, work: () => Promise<T>): Promise<LivenessReport<T>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await probeOnce(port, agent); // the connection is open before the work starts
    let done = false;
    let probes = 0;
    let slowest = { ms: 0, at: 0 };
    const probing = (async () => {
      while (!done) {
        const at = performance.now();
        const ms = await probeOnce(port, agent);
        probes++;
        if (ms > slowest.ms) slowest = { ms, at };
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    let result: T;
    try {
      result = await work();
    } finally {
      done = true;
      await probing; // the probe in flight when the work ended counts too
    }
    return { result, slowestMs: slowest.ms, probes, slowestAt: slowest.at };
  } finally {
    agent.destroy();
  }
}
