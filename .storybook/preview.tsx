import type { Preview } from '@storybook/react-vite';
// The theme (fonts, variables) for every story: stories import only the pieces they show.
import '@tienda/ui/theme';

/** The widths the shop is designed and snapshotted at (DESIGN.md: mobile first, 1024 px line). */
const viewportOptions = {
  mobile: { name: 'Móvil 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Escritorio 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { options: viewportOptions },
    a11y: {
      // Fail the story on any violation of WCAG 2.2 A/AA.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
