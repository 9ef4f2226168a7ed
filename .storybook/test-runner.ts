import path from 'node:path';
import type { Page } from 'playwright';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/**
 * Every story, after its play function and its axe check (addon-a11y, `test: 'error'`),
 * is photographed and compared with the committed baseline at zero colour tolerance.
 *
 * Stories say how they want to be photographed with `parameters.snapshot`:
 * - `widths`: the viewport widths to capture (pieces that change with width: [390, 1280]);
 * - `page`: capture the whole viewport instead of #storybook-root (dialogs, toasts, portals).
 */
type SnapshotParameters = { widths?: number[]; page?: boolean; height?: number };

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 800;
const snapshotsDir = path.join(process.cwd(), 'stories', '__snapshots__');

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
    const { widths = [DEFAULT_WIDTH], height = DEFAULT_HEIGHT, page: wholePage = false } = await snapshotParameters(page, context);
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await waitForPageReady(page);
      await page.evaluate(() => document.fonts.ready);
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
