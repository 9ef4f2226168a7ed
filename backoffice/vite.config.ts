import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// `npm run dev -w @tienda/backoffice`: the back office from Vite with hot reload, the API and the
// pictures from the server (`npm run start -w @tienda/api`, on port 3000).
const server = 'http://localhost:3000';

// Served by the shop's server under /admin (api/src/web/backoffice.ts): every file's address starts there.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  // No source maps: the staff's tool is not published as source.
  build: { outDir: 'dist', sourcemap: false, emptyOutDir: true },
  server: {
    proxy: {
      '/api': server,
      '/banner': server,
      '^/product/[^/]+\\.(webp|png|jpe?g)$': server,
    },
  },
});
