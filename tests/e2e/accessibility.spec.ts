import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './test';

// Every page of the shop, whole (shell included), checked by axe at WCAG 2.2 A/AA.
// Evaluated through the browser's protocol: the shop's CSP rightly refuses injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pages = ['/', '/explore', '/explore?category=3&sort=asc', '/search?q=samsung', '/product/1', '/cart', '/queries', '/terms-and-conditions', '/policy-and-privacy', '/technical-service', '/who-are-they', '/repentance', '/seguimiento', '/login', '/register', '/no-existe'];

/** The page as it stands, judged by axe. */
async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Let lazy content (product lists, banners) settle before judging the page.
  await page.waitForLoadState('networkidle');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, page.url()).toEqual([]);
}

for (const path of pages) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('no axe violations on any step of the guest checkout', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await page.goto('/payment');
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@ejemplo.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1123456789');
  await page.getByRole('textbox', { name: 'CUIL' }).fill('20123456786');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole('radio', { name: /Envío a domicilio/ }).check();
  await expectNoViolations(page);
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: /Sucursal Córdoba/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
  await page.getByRole('radio', { name: /Transferencia/ }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expectNoViolations(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  await (await popup).close();
  await expect(page).toHaveURL(/\/pending/);
  await expectNoViolations(page);
  await page.goto('/failure');
  await expectNoViolations(page);
});
