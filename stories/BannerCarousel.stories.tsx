import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BANNER_INTERVAL_MS } from '@tienda/domain';
import { BannerCarousel } from '@tienda/ui';
import { desktopBanners, mobileBanners } from './fixtures/banners';

const meta = {
  title: 'Piezas/BannerCarousel',
  component: BannerCarousel,
  // Still pictures unless a story turns the rotation on.
  args: { mobileBanners, desktopBanners, autoPlay: false },
  parameters: { snapshot: { widths: [1280] } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The banner on show: the only slide not hidden from screen readers. */
const shown = (canvas: Canvas) => canvas.getByRole('group', { name: / de 3$/ }).getAttribute('aria-label');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than a turn of the carousel, to see that it did not turn. */
const MORE_THAN_A_TURN = BANNER_INTERVAL_MS + 500;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(shown(canvas)).toBe('1 de 3');
    await expect(canvas.getByRole('button', { name: 'Ir al banner 1' })).toHaveAttribute('aria-current', 'true');
    // The arrows move one banner and wrap around at the ends.
    await userEvent.click(canvas.getByRole('button', { name: 'Banner siguiente' }));
    await expect(shown(canvas)).toBe('2 de 3');
    await expect(canvas.getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Ir al banner 1' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Banner anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Banner anterior' }));
    await expect(shown(canvas)).toBe('3 de 3');
    // A dot goes straight to its banner, and it is the one in the frame.
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al banner 2' }));
    const slide = canvas.getByRole('group', { name: '2 de 3' });
    const frame = slide.parentElement!.parentElement!.getBoundingClientRect();
    await expect(Math.round(slide.getBoundingClientRect().left)).toBe(Math.round(frame.left));
    await expect(within(slide).getByRole('img')).toHaveAccessibleName(desktopBanners[1]!.alt);
    // Nothing turns by itself here, so there is nothing to pause.
    await expect(canvas.queryByRole('button', { name: /Pausar|Reanudar/ })).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Banner anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvas)).toBe('3 de 3');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(shown(canvas)).toBe('1 de 3');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ir al banner 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvas)).toBe('2 de 3');
  },
};

export const Images: Story = {
  play: async ({ canvasElement }) => {
    // Sizes known before loading (no layout shift); only the first picture of each set loads at once.
    const pictures = [...canvasElement.querySelectorAll('img')];
    const desktop = pictures.filter((img) => img.getAttribute('width') === '1600');
    const mobile = pictures.filter((img) => img.getAttribute('width') === '780');
    await expect(desktop.map((img) => img.getAttribute('height'))).toEqual(['400', '400', '400']);
    await expect(mobile.map((img) => img.getAttribute('height'))).toEqual(['520', '520', '520']);
    for (const set of [desktop, mobile]) {
      await expect(set.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
      // The first is the home's main picture: fetched first. The others are decoded off the main thread.
      await expect(set.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
      await expect(set.map((img) => img.getAttribute('decoding'))).toEqual([null, 'async', 'async']);
      // Data URLs here: only the shop's own /banner/ pictures come in several widths (srcset).
      await expect(set.filter((img) => img.hasAttribute('srcset') || img.hasAttribute('sizes'))).toEqual([]);
    }
  },
};

export const AutoplayAdvancesAndPausesOnFocus: Story = {
  args: { autoPlay: true },
  play: async ({ canvas }) => {
    // The real timer: the second banner comes in after 2 s.
    const start = performance.now();
    await waitFor(() => expect(shown(canvas)).toBe('2 de 3'), { timeout: BANNER_INTERVAL_MS + 1000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(BANNER_INTERVAL_MS - 200);
    // Keyboard focus inside stops it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Banner anterior' })).toHaveFocus();
    await pause(MORE_THAN_A_TURN);
    await expect(shown(canvas)).toBe('2 de 3');
    // Focus gone, it turns again; the button to stop it for good stops it.
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(shown(canvas)).toBe('3 de 3'), { timeout: BANNER_INTERVAL_MS + 1000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar banners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al banner 1' }));
    await userEvent.unhover(canvas.getByRole('region', { name: 'Promociones' }));
    (document.activeElement as HTMLElement).blur();
    await pause(MORE_THAN_A_TURN);
    await expect(shown(canvas)).toBe('1 de 3');
    await expect(canvas.getByRole('button', { name: 'Reanudar banners' })).toBeVisible();
  },
};

export const AutoplayPausesOnHover: Story = {
  args: { autoPlay: true },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Promociones' });
    await userEvent.hover(carousel);
    await pause(MORE_THAN_A_TURN);
    await expect(shown(canvas)).toBe('1 de 3');
    await userEvent.unhover(carousel);
    await waitFor(() => expect(shown(canvas)).toBe('2 de 3'), { timeout: BANNER_INTERVAL_MS + 1000 });
    // Stopped by its button, it stays; for the picture, back to the first banner.
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar banners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al banner 1' }));
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement).blur();
    await expect(shown(canvas)).toBe('1 de 3');
  },
};

export const Mobile: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // The phone set: a counter instead of arrows and dots.
    await expect(canvas.queryByRole('button', { name: 'Banner siguiente' })).not.toBeInTheDocument();
    await expect(canvas.getByText('1/3')).toBeVisible();
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(mobileBanners.map((b) => b.alt));
    // Swiping to the next banner moves the counter.
    const strip = canvas.getByRole('group', { name: '1 de 3' }).parentElement!;
    strip.scrollTo({ left: strip.clientWidth });
    await waitFor(() => expect(canvas.getByText('2/3')).toBeVisible());
    strip.scrollTo({ left: strip.clientWidth * 2 });
    await waitFor(() => expect(canvas.getByText('3/3')).toBeVisible());
    strip.scrollTo({ left: 0 });
    await waitFor(() => expect(canvas.getByText('1/3')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando promociones...');
    // The placeholder already takes the banner's height, so nothing moves when it arrives.
    const placeholder = [...canvasElement.querySelectorAll('[aria-hidden="true"]')].find((el) => el.getBoundingClientRect().height > 0)!;
    const box = placeholder.getBoundingClientRect();
    const [width, height] = window.innerWidth >= 1024 ? [1600, 400] : [780, 520];
    await expect(Math.abs(box.height - (box.width * height) / width)).toBeLessThan(1);
  },
};

export const SingleBanner: Story = {
  args: { mobileBanners: mobileBanners.slice(0, 1), desktopBanners: desktopBanners.slice(0, 1), autoPlay: true },
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas }) => {
    // One banner: nothing to move between.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText('1/1')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
