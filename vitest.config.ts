import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One unit-test run for every workspace. Browser-ish tests opt into jsdom with
// a `// @vitest-environment jsdom` line; the rest run in plain Node.
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
          environment: 'node',
          globalSetup: ['api/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
