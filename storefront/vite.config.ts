import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Preloads the text weights every page shows at once, so the first paint uses the shop's font
 * and nothing reflows when it arrives.
 */
function preloadFonts(weights: number[]): Plugin {
  const wanted = new RegExp(`nunito-sans-latin-(${weights.join('|')})-normal-[^/]*\\.woff2$`);
  return {
    name: 'tienda:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => wanted.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadFonts([400, 700])],
  build: { outDir: 'dist', sourcemap: true },
});
