import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server, streamed, and hydrated in the browser.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
