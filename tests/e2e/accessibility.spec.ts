import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

// Every page of the shop, whole (shell included), checked by axe at WCAG 2.2 A/AA.
// Evaluated through the browser's protocol: the shop's CSP rightly refuses injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pages = ['/', '/explore', '/explore?category=3&sort=asc', '/search?q=samsung', '/product/1', '/cart', '/queries', '/terms-and-conditions', '/policy-and-privacy', '/technical-service', '/who-are-they', '/repentance', '/login', '/register', '/no-existe'];

for (const path of pages) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let lazy content (product lists, banners) settle before judging the page.
    await page.waitForLoadState('networkidle');
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
      return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
}
