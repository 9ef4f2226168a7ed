import { expect, test } from './test';

// The seller named on every page from the server's settings, and the contact form that needs no
// WhatsApp, against `npm start` (the demo seller: COMPANY_* unset).

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the footer names the seller and the authorities; Datos legales and the home page’s JSON-LD say the same', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Tienda de Crédito Demo S.A. · CUIT 30-99999999-5 · Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires')).toBeVisible();
  await expect(footer.getByText('18', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Botón de baja' })).toHaveAttribute('href', '/baja');

  const organization = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat()).find((entry) => entry?.['@type'] === 'Organization'),
  );
  expect(organization).toMatchObject({ legalName: 'Tienda de Crédito Demo S.A.', taxID: '30-99999999-5', telephone: '0800-345-6789', email: 'hola@creditienda.com.ar' });

  await footer.getByRole('link', { name: 'Datos legales' }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos legales' })).toBeVisible();
  await expect(page.getByRole('article').getByText('Condición frente al IVA:')).toBeVisible();
});

test('a shopper asks for their data to be deleted through the contact form', async ({ page }) => {
  await page.goto('/queries');
  await page.getByRole('main').getByRole('link', { name: 'formulario de contacto', exact: true }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await page.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Eliminar mis datos personales' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@ejemplo.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1123456789');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Quiero que borren mis datos.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gracias por escribirnos' })).toBeVisible();

  const { mails } = await (await page.request.get('/dev/mailbox')).json();
  const notice = mails.find((mail: { subject: string }) => mail.subject === 'Datos personales: Eliminar mis datos personales (Lucía Gómez)');
  expect(notice.text).toContain('Tienda de Crédito Demo S.A. · CUIT 30-99999999-5');
});
