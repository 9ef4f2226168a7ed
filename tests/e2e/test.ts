import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that return once React has taken the
 * page over. A page arrives rendered and a person can act on it before its scripts run: a tap on a
 * button then does nothing (a link still works). The journeys act as a person who waits for the
 * page to respond; from then on, a tap on a part not yet hydrated is hydrated and replayed by
 * React. `waitUntil: 'commit'` returns as soon as the page starts to arrive, for the journeys
 * about acting before that.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Awaited<ReturnType<typeof page.goto>>, waitUntil?: string) => {
      if (javaScriptEnabled && waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
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
