import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

// Debian's Chromium, never a downloaded browser; the flags this machine needs.
export default {
  ...defaults,
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          // Partial raster redraws part of a tile after an interaction; rounded corners then
          // came out one shade different between runs, failing zero-tolerance snapshots.
          '--disable-partial-raster',
        ],
      },
    },
  },
};
