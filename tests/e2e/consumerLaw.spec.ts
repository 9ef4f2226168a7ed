import { expect, test } from './test';

/**
 * What a consumer lawyer checks on every page, as the server sends it (no scripts): who sells, and the
 * "Botón de arrepentimiento" and "Botón de baja" in the first screen, reachable without signing in.
 */

const PAGES = [
  '/',
  '/explore',
  '/search?q=samsung',
  '/product/3',
  '/cart',
  '/queries',
  '/terms-and-conditions',
  '/policy-and-privacy',
  '/technical-service',
  '/who-are-they',
  '/repentance',
  '/baja',
  '/legal',
  '/contacto',
  '/login',
  '/register',
  '/verify-email',
  '/seguimiento',
  '/payment',
  '/delivery',
  '/payment-method',
  '/summary',
  '/success',
  '/pending',
  '/failure',
  '/profile',
  '/una/pagina/que/no/existe',
];

test.describe('every page, as the server renders it', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} names the seller and shows both buttons in the first screen`, async ({ page }) => {
      await page.goto(path);
      const html = await page.content();
      expect(html).toContain('Tienda de Crédito Demo S.A.');
      expect(html).toContain('30-99999999-5');
      const viewport = page.viewportSize()!;
      for (const name of ['Botón de arrepentimiento', 'Botón de baja']) {
        const link = page.getByRole('link', { name, exact: true }).first();
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.y + box.height, `${name} en ${path}`).toBeLessThanOrEqual(viewport.height);
        expect(box.x + box.width, `${name} en ${path}`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});
