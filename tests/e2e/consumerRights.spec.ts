import { expect, test, type APIRequestContext } from './test';
import { expectNoViolations, guestTransferOrder, outbox, trackingLink } from './shopper';

// The consumer's two buttons, at 1280 and 390 px: from the home page's first screen (no scrolling,
// no sign-in) a guest reaches the 'Botón de arrepentimiento' and the 'Botón de baja', files the
// baja of an order not yet paid, opens the link mailed to the order's address, and finds the order
// cancelled with its stock back.

const unique = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;

test.beforeEach(async ({ page, context }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  // No internet here: the transfer's WhatsApp page is answered locally.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

const stockOf = async (request: APIRequestContext, id: number): Promise<number> => (await (await request.get(`/api/product/${id}`)).json()).product.stock;

test('from the first screen, the botón de baja cancels a guest’s order through the mailed link', async ({ page, request }) => {
  const email = unique('baja');
  const { allProducts } = await (await request.get('/api/product/all')).json();
  const product = (allProducts as { id: number; stock: number }[]).find((p) => p.stock > 2)!;

  // A guest's order, unpaid (bank transfer, pickup).
  const orderId = await guestTransferOrder(page, [product], email);
  const stockWithTheOrder = await stockOf(request, product.id);

  // The home page's first screen: both buttons in sight without scrolling, the first stops after the skip link.
  await page.goto('/');
  const viewport = page.viewportSize()!;
  const header = page.getByRole('banner');
  const repentance = header.getByRole('link', { name: 'Botón de arrepentimiento' });
  const baja = header.getByRole('link', { name: 'Botón de baja' });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const link of [repentance, baja]) {
    await expect(link).toBeInViewport();
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(viewport.width < 1024 ? 44 : 24);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(repentance).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(baja).toBeFocused();
  await expect(repentance).toHaveAttribute('href', '/repentance');

  // The baja: a code at once; nothing changes yet.
  await baja.click();
  await expect(page).toHaveURL(/\/baja$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Botón de baja' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'Número de compra' }).fill(String(orderId));
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Solicitar la baja' }).click();
  await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud de baja' })).toBeVisible();
  const code = /BAJ-[2-9A-Z]{8}/.exec((await page.getByText(/Tu código de baja es/).textContent()) ?? '')![0];
  expect(await stockOf(request, product.id)).toBe(stockWithTheOrder);

  // The link, from the mail to the order's address, with the same code.
  let confirmLink = '';
  await expect(async () => {
    const mail = (await outbox(request)).find((m) => m.to === email && m.subject === `Tu solicitud de baja ${code}: confírmala`);
    confirmLink = /https?:\/\/\S+\/baja\/confirm\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(confirmLink).not.toBe('');
  }).toPass();
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByRole('heading', { name: 'Tu baja está confirmada' })).toBeVisible();
  await expect(page.getByText(`Cancelamos tu compra N° ${orderId}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await expectNoViolations(page);
  expect(await stockOf(request, product.id)).toBe(stockWithTheOrder + 1);

  // The order, as its guest sees it: cancelled.
  await page.goto('/seguimiento');
  await page.goto(new URL(await trackingLink(page, request, orderId, email)).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Compra N° ${orderId}` })).toBeVisible();
  await expect(page.getByText('CANCELADA', { exact: true }).first()).toBeVisible();
});
