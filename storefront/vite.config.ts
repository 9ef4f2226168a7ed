import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

// `npm run dev -w @tienda/storefront`: the pages from Vite with hot reload, the API and the
// pictures from the server (`npm run start -w @tienda/api`, on port 3000).
const server = 'http://localhost:3000';

// A phone on a slow network pays a round trip per file: the browser build groups the modules into a
// few chunks (the framework every page runs, the icons, the shop's code most pages share) instead
// of a file per component and icon, and every style into one sheet, cached from page to page.
const browserChunks = {
  groups: [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|redaxios|superstruct|cookie|set-cookie-parser)[\\/]/, priority: 3 },
    { name: 'styles', test: /\.css\.ts|\.vanilla\.css/, priority: 2 },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
    { name: 'shell', minShareCount: 12 },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's files are compressed once, at their best (brotli 11, gzip 9), and the server sends
  // those copies: a phone downloads less and no request pays for compressing them again.
  plugins: [reactRouter(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [compression({ include: /\.(js|css|svg|json)$/, logLevel: 'silent' })])],
  // The server's render keeps its map (readable stack traces in the log); the browser's files publish none.
  build: { sourcemap: Boolean(isSsrBuild), rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserChunks } } },
  // The built server render bundles its dependencies, React among them: in its production build (this
  // bundle's NODE_ENV), whatever mode the server process itself runs in. The dev server leaves them
  // to Node, which loads React's CommonJS as it is.
  ssr: command === 'build' ? { noExternal: true } : {},
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
