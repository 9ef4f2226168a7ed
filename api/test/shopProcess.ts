import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { STORES, TERMS_VERSION } from '@tienda/domain';
import { RELAXED_LIMITS } from './relaxedLimits';

/** A server process (`npm run start -w @tienda/api`) the suites start, with what it printed and when it ended. */
export type ShopProcess = { name: string; port: number; child: ChildProcess; log: string[]; exited: Promise<number | null> };

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server with `env` on a free port, and returns once it says it is ready. */
export async function startShopProcess(name: string, env: NodeJS.ProcessEnv): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...RELAXED_LIMITS, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(15_000) }).then((res) => res.ok, () => false);
    if (ready) return { name, port, child, log, exited };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`El servidor ${name} no arrancó.\n${log.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A guest buying `quantity` units for pickup, paying by transfer (no provider involved). */
export const guestOrder = (product: { id: number; final_price: number }, method = 'Transferencia', quantity = 1) => ({
  name: 'Lucía Gómez',
  email: 'lucia@ejemplo.com',
  phone: '1123456789',
  cuil: '27302223330',
  shipmentMethod: 'Retiro en local',
  address: { store: STORES[0]!.store },
  products: [{ productId: product.id, quantity }],
  totalPrice: Math.round(product.final_price * quantity * 100) / 100,
  shippingCost: 0,
  carrierId: '0',
  paymentMethod: method,
  termsVersion: TERMS_VERSION,
});
