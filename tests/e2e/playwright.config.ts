import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The shop as a newcomer runs it: `npm start` on a fresh data folder, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tienda-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'off',
  },
  projects: [
    { name: 'escritorio', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // The back office is a desktop tool: its journeys run at 1280 only.
    { name: 'movil', testIgnore: 'backoffice.spec.ts', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/api/category/all`,
    // One address signs in, orders as a guest and checks coupons many times over: those limits are
    // the API suites' to test.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_LOG_IN: '1000',
      RATE_LIMIT_LOG_IN_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGN_UP: '1000',
      GUEST_ORDERS_PER_EMAIL: '1000',
      GUEST_ORDERS_PER_CUIL: '1000',
      GUEST_ORDERS_PER_ADDRESS: '1000',
      COUPON_CHECKS_PER_ADDRESS: '1000',
      CREDIT_OFFERS_PER_ACCOUNT: '1000',
      CREDIT_OFFERS_PER_CUIL: '1000',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
