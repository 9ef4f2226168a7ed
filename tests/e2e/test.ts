import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Playwright's test, with a `page.goto` that returns once React has taken the page over. A page
 * arrives rendered and a person can tap it before its scripts run: a tap on a button then does
 * nothing (a link still works). The journeys act as a person who waits for the page to respond;
 * from then on, a tap on a part not yet hydrated is hydrated and replayed by React itself.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
      }
      return response;
    };
    await use(page);
  },
});
