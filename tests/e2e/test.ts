import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that return once React has taken the
 * page over. A page arrives rendered and a person can act on it before its scripts run: a tap on a
 * button then does nothing (a link still works), and going back while a reloaded page hydrates
 * breaks it (React error #418; a known fault, see bench/RESULTS.md). The journeys act as a person
 * who waits for the page to respond; from then on, a tap on a part not yet hydrated is hydrated
 * and replayed by React.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
});
