import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One unit-test run for every workspace. Browser-ish tests opt into jsdom with
// a `// @vitest-environment jsdom` line; the rest run in plain Node.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['{domain,ui,storefront,api}/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
