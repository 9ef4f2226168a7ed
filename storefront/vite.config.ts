import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// `npm run dev -w @tienda/storefront`: the pages from Vite with hot reload, the API and the
// pictures from the server (`npm run start -w @tienda/api`, on port 3000).
const server = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  build: { sourcemap: true },
  // The server render bundles its dependencies, React among them: in its production build (this
  // bundle's NODE_ENV), whatever mode the server process itself runs in.
  ssr: { noExternal: true },
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': server,
      '/banner': server,
      '/avatar': server,
      '/share': server,
      '^/product/[^/]+\\.(webp|png|jpe?g)$': server,
    },
  },
}));
