import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A React + Router page built as the storefront's client is (production build, same Vite), without
// the shop: `npx vite build -c bench/floor/vite.config.ts --outDir <dir>`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
