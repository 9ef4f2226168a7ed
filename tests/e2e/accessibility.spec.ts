import { expect, test } from './test';
import { acceptTerms, expectNoViolations } from './shopper';

// Every page of the shop, whole (shell included), checked by axe at WCAG 2.2 A/AA.
// Evaluated through the browser's protocol: the shop's CSP rightly refuses injected script tags.

const pages = ['/', '/explore', '/explore?category=3&sort=asc', '/search?q=samsung', '/product/1', '/cart', '/queries', '/terms-and-conditions', '/policy-and-privacy', '/technical-service', '/who-are-they', '/legal', '/contacto', '/repentance', '/seguimiento', '/login', '/register', '/no-existe'];

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
  await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
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
  // Refused without the terms: the message under the box is judged too.
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  await expect(page.getByText('Para comprar, tienes que aceptar los Términos y condiciones.')).toBeVisible();
  await expectNoViolations(page);
  await acceptTerms(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  await (await popup).close();
  await expect(page).toHaveURL(/\/pending/);
  await expectNoViolations(page);
  await page.goto('/failure');
  await expectNoViolations(page);
});
