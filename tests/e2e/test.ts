import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Playwright's test, with a `page.goto` and a `page.reload` that return as soon as the page starts to
 * arrive (`waitUntil: 'commit'`), unless a journey asks for more: the journeys then act on what is on
 * screen as a shopper does, while the page's scripts may still be loading and React not listening yet.
 * A page is rendered by the server and keeps what is tapped or typed before it is hydrated
 * (actionsBeforeHydration); a journey never waits for hydration before tapping.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => goto(url, { waitUntil: 'commit', ...options });
    page.reload = (options) => reload({ waitUntil: 'commit', ...options });
    await use(page);
  },
});
