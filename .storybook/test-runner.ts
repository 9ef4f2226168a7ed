import path from 'node:path';
import type { Page } from 'playwright';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { expectPricesCarryLegend } from './pricesCarryLegend';

/**
 * Every story, after its play function and its axe check (addon-a11y, `test: 'error'`), is checked
 * for prices without their legend (pricesCarryLegend.ts), then photographed and compared with the committed baseline at zero colour tolerance.
 *
 * Stories say how they want to be photographed with `parameters.snapshot`:
 * - `widths`: the viewport widths to capture (pieces that change with width: [390, 1280]);
 * - `page`: capture the whole viewport instead of #storybook-root (dialogs, toasts, portals).
 */
type SnapshotParameters = { widths?: number[]; page?: boolean; height?: number };

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 800;
const snapshotsDir = path.join(process.cwd(), 'stories', '__snapshots__');

/**
 * Every picture loaded and decoded before the photo. The camera takes the whole story, below the
 * fold too, so it shows each picture as a shopper sees it once they scroll to it: pictures that
 * wait for the screen (`loading="lazy"`) are asked for now, and decoded (`decoding="async"`)
 * before the frame is taken. A picture that never answers fails the story, naming it.
 */
async function picturesReady(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // A new width may pick another candidate of a srcset: let the page see the width first.
    await nextFrame();
    await nextFrame();
    const pictures = [...document.images];
    for (const picture of pictures) if (picture.loading === 'lazy') picture.loading = 'eager';
    const settled = (picture: HTMLImageElement) =>
      picture.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            picture.addEventListener('load', () => resolve(), { once: true });
            picture.addEventListener('error', () => resolve(), { once: true });
          });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const waiting = pictures.filter((picture) => !picture.complete).map((picture) => picture.currentSrc || picture.src);
        reject(new Error(`Imágenes que no cargaron: ${waiting.map((src) => src.slice(0, 80)).join(', ')}`));
      }, 10_000);
    });
    await Promise.race([Promise.all(pictures.map(settled)), tooLong]).finally(() => clearTimeout(timer));
    // Broken ones are left out: the components replace them with their placeholder.
    await Promise.all(pictures.filter((picture) => picture.naturalWidth > 0).map((picture) => picture.decode().catch(() => undefined)));
    // A picture that failed gave way to a placeholder: let that render and paint.
    await nextFrame();
    await nextFrame();
  });
}

async function snapshotParameters(page: Page, context: Parameters<NonNullable<TestRunnerConfig['postVisit']>>[1]) {
  const story = await getStoryContext(page, context);
  return (story.parameters.snapshot ?? {}) as SnapshotParameters;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    // Animations off for people who ask, and for the camera.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { widths = [DEFAULT_WIDTH], height = DEFAULT_HEIGHT } = await snapshotParameters(page, context);
    await page.setViewportSize({ width: widths[0] ?? DEFAULT_WIDTH, height });
  },

  async postVisit(page, context) {
    await expectPricesCarryLegend(page);
    const { widths = [DEFAULT_WIDTH], height = DEFAULT_HEIGHT, page: wholePage = false } = await snapshotParameters(page, context);
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await waitForPageReady(page);
      await page.evaluate(() => document.fonts.ready);
      await picturesReady(page);
      const target = wholePage ? page : page.locator('#storybook-root');
      const image = await target.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: widths.length > 1 ? `${context.id}--${width}` : context.id,
        // Zero tolerance: a one-step colour change must fail (TOOLCHAIN.md).
        customDiffConfig: { threshold: 0 },
        failureThreshold: 0,
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
