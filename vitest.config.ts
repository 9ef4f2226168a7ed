import { configDefaults, defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One unit-test run for every workspace. Browser-ish tests opt into jsdom with
// a `// @vitest-environment jsdom` line; the rest run in plain Node.

/**
 * The suites that time the server (no /health/live may wait 100 ms while the worst input is served;
 * a product page's render CPU against the floor's): a neighbour suite on the same two cores would be
 * measured instead, so
 * `npm run test:unit` runs them afterwards, alone, one file at a time.
 */
const timed = ['api/test/eventLoop.test.ts', 'api/test/worstInput.test.ts', 'api/test/renderCost.test.ts'];
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['{domain,ui,client,storefront,backoffice}/src/**/*.test.{ts,tsx}', 'tests/copy/*.test.ts', 'tests/redos/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The server's suites run against PGlite and a throwaway PostgreSQL cluster.
        extends: true,
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...timed],
          environment: 'node',
          globalSetup: ['api/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: timed,
          environment: 'node',
          globalSetup: ['api/test/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
