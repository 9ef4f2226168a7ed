import { generate } from 'otplib';
import { DEMO_ADMIN, DEMO_OPERADOR } from './operator';
import { expect, test, type Page } from './test';
import { expectNoViolations, guestTransferOrder, outbox, trackingLink } from './shopper';

// The staff's journeys in the back office at /admin, against the real server at 1280 px: the admin
// adds a product with its picture and the shop shows it; the operador confirms a transfer, its
// invoice is issued, and the shopper sees the order paid with its PDF. Each back-office page is
// judged by axe on the way.

test.beforeEach(async ({ page, context }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  // No internet here: the transfer's WhatsApp page is answered locally.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

/**
 * Opens a back-office address. The back office is rendered in the browser (no server render to
 * hydrate): it is ready when its page has its heading.
 */
async function openAdmin(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** From a back-office page to the log-in and back: the guard sends a signed-out person there. */
async function staffLogIn(page: Page, who: { email: string; password: string }, path = '/admin') {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/admin\/ingresar\?volver=/);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(who.email);
  await page.getByLabel('Contraseña').fill(who.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin adds a product with its picture, and the shop shows it and finds it', async ({ page, request }) => {
  const name = `Heladera de prueba ${Date.now()}`;
  const { categories } = await (await request.get('/api/category/all')).json();
  const { brands } = await (await request.get('/api/brand')).json();
  const category = (categories as { name: string; status: string }[]).find((entry) => entry.status === 'activa')!;
  const brand = (brands as { name: string; status: string }[]).find((entry) => entry.status === 'activa')!;

  await staffLogIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Productos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/admin\/productos\/nuevo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('600000');
  await page.getByRole('textbox', { name: 'Precio de contado' }).fill('500000');
  await page.getByRole('textbox', { name: 'Valor de cada cuota' }).fill('100000');
  await page.getByRole('textbox', { name: 'Stock' }).fill('7');
  await pick(page, 'Categoría', category.name);
  await pick(page, 'Marca', brand.name);
  // A picture made on the spot: a screenshot is a real PNG.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 320 } });
  await page.locator('input[type="file"]').setInputFiles({ name: 'heladera.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('list', { name: /Imágenes del producto/ }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/admin\/productos\/\d+$/);
  await expect(page.getByText('Producto creado.')).toBeVisible();
  const id = Number(/\/admin\/productos\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The audit log says who made it.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Registro de cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de cambios' })).toBeVisible();
  const entry = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) }).first();
  await expect(entry.getByRole('cell', { name: DEMO_ADMIN.email })).toBeVisible();

  // In the shop: its page, with its picture, and the search.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name }).first()).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('list', { name: `Resultados para ${name}` }).getByRole('listitem').first()).toContainText(name);

  // Switched off, it leaves the shop at once (and the catalogue the other journeys count is the seed's again).
  await openAdmin(page, `/admin/productos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Activo/ }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Producto guardado.')).toBeVisible();
  expect((await request.get(`/api/product/${id}`)).status()).toBe(404);
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas.')).toBeVisible();
});

test('the operador confirms a transfer, its invoice is issued, and the shopper sees the order paid with its invoice', async ({ page, request }) => {
  const email = `invitada.${Date.now()}@ejemplo.com`;
  const { allProducts } = await (await request.get('/api/product/all')).json();
  const product = (allProducts as { id: number; stock: number }[]).find((p) => p.stock > 2)!;

  // A guest buys by bank transfer, picking up at a store.
  const orderId = await guestTransferOrder(page, [product], email);

  // The link to follow it, as the guest asks for it.
  await page.goto('/seguimiento');
  const link = await trackingLink(page, request, orderId, email);

  // The operador finds it in Pedidos and confirms the money arrived.
  await staffLogIn(page, DEMO_OPERADOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('searchbox', { name: 'N°, correo o CUIL' }).fill(String(orderId));
  await page.getByRole('searchbox', { name: 'N°, correo o CUIL' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await page.getByRole('link', { name: `N° ${orderId}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pedidos/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderId));
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Marcar pagada' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar pagada' }).click();
  await expect(page.getByText('PAGADA').first()).toBeVisible();

  // ARCA (the local sandbox) authorises its Factura B: the operador finds it in Facturas, issued.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Facturas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const voucher = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^N°\\s${orderId}$`) }) });
  await expect(async () => {
    await page.reload({ waitUntil: 'commit' });
    await expect(voucher).toContainText('Emitida', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(voucher).toContainText(/Factura B\s*00001-\d{8}/);
  await expectNoViolations(page);

  // The operador keeps the stock: the prices-and-stock file downloads under the server's name.
  await openAdmin(page, '/admin/productos');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  expect((await download).suggestedFilename()).toBe('precios-y-stock.csv');

  // An admin section is not the operador's, even by its address.
  await openAdmin(page, '/admin/cupones');
  await expect(page.getByText(/Tu rol no permite/)).toBeVisible();

  // The shopper's link shows it paid.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Compra N° ${orderId}` })).toBeVisible();
  await expect(page.getByText('PAGADA', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Recibimos tu pago. Pronto empezaremos a preparar tu pedido.')).toBeVisible();

  // Its invoice, with its CAE and its PDF; the "paid" mail links the same document.
  await expect(page.getByRole('heading', { name: /^Factura B 00001-\d{8}$/ })).toBeVisible();
  await expect(page.getByText('CAE', { exact: true })).toBeVisible();
  const fromPage = await request.get((await page.getByRole('link', { name: 'Descargar factura (PDF)' }).getAttribute('href'))!);
  expect(fromPage.headers()['content-type']).toBe('application/pdf');
  expect((await fromPage.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const paidMail = (await outbox(request)).find((mail) => mail.to === email && mail.subject === `Pago acreditado: orden N° ${orderId}`);
  const mailed = /https?:\/\/\S+\/api\/invoices\/\d+\.pdf\?token=\S+/.exec(paidMail?.text ?? '')?.[0];
  expect(mailed, paidMail?.text).toBeDefined();
  expect((await request.get(new URL(mailed!).pathname + new URL(mailed!).search)).headers()['content-type']).toBe('application/pdf');
  await expectNoViolations(page);
});

test('the log-in works with the keyboard alone, and a wrong password is said', async ({ page }) => {
  await openAdmin(page, '/admin/ingresar');
  await expectNoViolations(page);
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  for (let presses = 0; presses < 10 && !(await email.evaluate((input) => input === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type('otra-clave');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();

  await page.getByLabel('Contraseña').fill('');
  await page.getByLabel('Contraseña').focus();
  await page.keyboard.type(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();

  // Closing the session sends the person back to the log-in, and the pages ask for it again.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/ingresar$/);
  await page.goto('/admin/pedidos', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/admin\/ingresar\?volver=%2Fadmin%2Fpedidos$/);
});

test('a staff member enrols an authenticator on Seguridad and signs in with its code', async ({ page, request }) => {
  // A member of their own: the demo staff keep signing in with their password alone.
  const admin = await request.post('/api/backoffice/auth/log-in', { data: DEMO_ADMIN });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const member = { email: `doble-paso-${Date.now()}@tienda.local`, password: 'una frase para el back office' };
  const created = await request.post('/api/backoffice/staff', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { ...member, name: 'Carla Ruiz', role: 'operador' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await staffLogIn(page, member);
  await page.getByRole('banner').getByRole('link', { name: 'Seguridad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para agregar tu cuenta a la aplicación de autenticación' })).toBeVisible();
  // The secret in text, as a person types it into the phone's app (here, otplib stands for the phone).
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByText('Verificación en dos pasos activada.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/ingresar$/);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
  await page.getByLabel('Contraseña').fill(member.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The password alone is not enough any more.
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
  await expectNoViolations(page);
  // The enrolment used this period's code, and a code counts once: the phone's next one (the server allows a step of drift).
  await page.getByRole('textbox', { name: 'Código' }).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
});
