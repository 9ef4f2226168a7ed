import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import storefront from '../../storefront/vite.config';

// The storefront's own Vite settings (plugins, build options), only rooted here:
// `npx vite build -c bench/floor/vite.config.ts --outDir <dir>`.
export default mergeConfig(storefront, {
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: { outDir: 'dist', emptyOutDir: true },
});
