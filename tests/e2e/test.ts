import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that return once React has taken the
 * page over (its hydration committed). A page arrives rendered and a person can act on it before
 * its scripts run: the page keeps those taps and gives them back once hydrated (a journey of
 * serverRendering.spec.ts taps that early on purpose). Most journeys check what a control shows
 * right after acting on it, so they act as a person who waits for the page to respond.
 * `waitUntil: 'commit'` returns as soon as the page starts to arrive.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Awaited<ReturnType<typeof page.goto>>, waitUntil?: string) => {
      if (javaScriptEnabled && waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
        // The keeper of early taps is gone once hydration is committed.
        await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')) && !('__tiendaBeforeHydration' in window));
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await use(page);
  },
});
