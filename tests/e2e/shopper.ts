// What several journeys do the same way: judge a page with axe, fill the cart from product pages,
// and start the checkout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The page as it stands, judged by axe at WCAG 2.2 A/AA once lazy content (lists, banners) settled. */
export async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, page.url()).toEqual([]);
}

/** Puts products in the cart the way a shopper does: from their pages. */
export async function addToCart(page: Page, products: readonly { id: number }[]) {
  for (const product of products) {
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  }
}

export async function startCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar compra' }).or(page.getByRole('link', { name: 'Continuar compra' })).first().click();
}
