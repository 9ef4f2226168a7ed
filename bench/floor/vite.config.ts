import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// A React + Router page built as the storefront's client is (production build, same Vite), without
// the shop: `npx vite build -c bench/floor/vite.config.ts --outDir <dir>`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Compressed at build time, as the storefront's files are, so the two are compared alike.
  plugins: [react(), compression({ include: /\.(js|css|svg|json)$/, logLevel: 'silent' })],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
