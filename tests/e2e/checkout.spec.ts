import { expect, test, type APIRequestContext, type Page } from './test';
import { acceptTerms, addToCart, logIn, startCheckout } from './shopper';
import { memberWithLine, type LineSize } from './creditLines';

// The purchase, from delivery to payment, against the real server and its payment sandbox,
// at 1280 and 390 px.

type ApiProduct = { id: number; name: string; final_price: string; stock: number; category: { id: number } };

const PASSWORD = 'secreta123';
const GUEST = { name: 'Ana Gómez', email: 'ana.compras@ejemplo.com', phone: '1123456789', cuil: '20123456786' };

test.beforeEach(async ({ page, context }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  // No internet here: WhatsApp's page is answered locally, so the message it was opened with can be read.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  return (allProducts as ApiProduct[]).filter((p) => p.stock > 2);
}

async function fillContact(page: Page) {
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill(GUEST.name);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(GUEST.email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(GUEST.phone);
  await page.getByRole('textbox', { name: 'CUIL' }).fill(GUEST.cuil);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
}

/** Store pickup at the store named, then on to the payment method. */
async function pickUpAt(page: Page, store: RegExp) {
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: store }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
}

/** Pickup at Sucursal Córdoba, checking what the store picker shows on the way. */
async function choosePickup(page: Page) {
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: /Sucursal Córdoba/ }).click();
  await expect(page.getByText('27 de Abril 370, Córdoba, Córdoba')).toBeVisible();
  // The map is there once a store is chosen.
  await expect(page.locator('iframe[title="Mapa de Sucursal Córdoba"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
}

async function chooseHomeDelivery(page: Page) {
  await page.getByRole('radio', { name: /Envío a domicilio/ }).check();
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Córdoba', exact: true }).click();
  await page.getByRole('combobox', { name: 'Ciudad' }).fill('Córdoba');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('5000');
  await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Colón');
  await page.getByRole('textbox', { name: 'Número' }).fill('1200');
  // The quote comes by itself 1.5 s after typing stops.
  await expect(page.getByText('Calculando costo de envío...').or(page.getByText(/Llega el|Costo de envío/).first()).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver detalle' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(/\d{2}\/\d{2}/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
}

async function choosePaymentMethod(page: Page, name: RegExp) {
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

const member = (request: APIRequestContext, line: LineSize) => memberWithLine(request, line, PASSWORD);

test('guest, store pickup, bank transfer → /pending with the CBU', async ({ page, request, context }) => {
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  await fillContact(page);
  await choosePickup(page);

  // Transfer: the bank data, and the CBU copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('radio', { name: /Transferencia/ }).check();
  await page.getByRole('button', { name: /Copiar CBU/ }).click();
  await expect(page.getByText('Se copió el CBU en el portapapeles')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/summary$/);

  // The summary: pickup store, method, e-mail, the product, free shipping.
  await expect(page.getByText('Sucursal Córdoba').first()).toBeVisible();
  await expect(page.getByText(GUEST.email)).toBeVisible();
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expect(page.getByText('GRATIS').first()).toBeVisible();
  // The withdrawal right near the button, with its link.
  await expect(page.getByText(/^Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');

  // Without the terms accepted nothing is ordered: the message under the box, the focus on it, still here.
  const terms = page.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' });
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Para comprar, tienes que aceptar los Términos y condiciones.' })).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/\/summary$/);
  expect(await page.evaluate(() => localStorage.getItem('last_order_info'))).toBeNull();
  // Reading the terms and coming back keeps the purchase as it was.
  await page.getByRole('main').getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expect(page.getByText('Sucursal Córdoba').first()).toBeVisible();
  await acceptTerms(page);

  const whatsapp = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  // After 0.5 s the WhatsApp message of spec §4 Payment opens.
  const share = await whatsapp;
  const text = decodeURIComponent(new URL(share.url()).searchParams.get('text') ?? share.url());
  expect(text).toContain('Transferencia Bancaria');
  expect(text).toContain('PENDIENTE');
  expect(text).toContain(product!.name);
  await share.close();

  await expect(page).toHaveURL(/\/pending/);
  await expect(page.getByRole('heading', { level: 1, name: 'Su compra ya casi está lista' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Copiar CBU/ })).toBeVisible();
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem('last_order_info') ?? 'null'));
  expect(lastOrder).toMatchObject({ paymentMethod: 'Transferencia', orderId: expect.any(Number) });
});

test('guest, home delivery with a quote, Mercado Pago approved → /success; rejected → /failure', async ({ page, request }) => {
  const [first, second] = await catalogue(request);
  await addToCart(page, [first!]);
  await startCheckout(page);
  await fillContact(page);
  await chooseHomeDelivery(page);
  await choosePaymentMethod(page, /Mercado Pago/);
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText('Av. Colón 1200').first()).toBeVisible();

  // The sandbox speaks Mercado Pago's protocol: approve there, come back to /success.
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByText(GUEST.email)).toBeVisible();
  await page.getByRole('button', { name: 'Volver al inicio' }).or(page.getByRole('link', { name: 'Volver al inicio' })).first().click();
  await expect(page).toHaveURL(/\/home$|\/$/);
  expect(await page.evaluate(() => ['cart', 'shipping', 'delivery', 'payment_method', 'contact'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null, null]);

  // Again, and this time the payment is rejected.
  await addToCart(page, [second!]);
  await startCheckout(page);
  await fillContact(page);
  await chooseHomeDelivery(page);
  await choosePaymentMethod(page, /Mercado Pago/);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page).toHaveURL(/\/failure/);
  await expect(page.getByRole('heading', { level: 1, name: 'Surgió un error al momento del pago' })).toBeVisible();
  await expect(page.getByText('Vuelve a intentarlo más tarde')).toBeVisible();
  // The cart is still there to try again.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!).items).toHaveLength(1);
});

test('guest pays by card through the Getnet sandbox, with the billing form', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  await fillContact(page);
  await choosePickup(page);
  await choosePaymentMethod(page, /Tarjeta de Débito\/Crédito/);
  await expect(page).toHaveURL(/\/summary$/);

  // Pickup leaves no address to bill: the form asks for one.
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page.getByText(/Introduce un CUIL\/CUIT/)).toBeVisible();
  await page.getByRole('textbox', { name: /CUIL\/CUIT/ }).fill(GUEST.cuil);
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Mendoza', exact: true }).click();
  await page.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Godoy Cruz' }).click();
  await page.getByRole('textbox', { name: 'Calle' }).fill('San Martín');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('5501');
  await page.getByRole('textbox', { name: 'Número' }).fill('1500');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();

  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
});

test('member with the large credit line: loan approved → order → summary', async ({ page, request }) => {
  const email = await member(request, 'large');
  await logIn(page, email, PASSWORD);
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  // Members skip the contact step.
  await expect(page).toHaveURL(/\/delivery$/);
  await pickUpAt(page, /Sucursal Centro/);
  await choosePaymentMethod(page, /Préstamo/);

  await expect(page).toHaveURL(/\/loans$/);
  await expect(page.getByText('APROBADO CON CUPO')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^12 cuotas de/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Cuadro resumen del préstamo' })).toContainText('CFTEA con IVA');
  await page.getByRole('checkbox', { name: /las acepto/ }).check();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText(/Préstamo pre-aprobado de \$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compartir por WhatsApp' })).toBeVisible();
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem('last_order_info') ?? 'null'));
  expect(lastOrder).toMatchObject({ paymentMethod: 'Prestamo', orderId: expect.any(Number) });
});

test('member with the small credit line and a cart just above it: nearly there', async ({ page, request }) => {
  const email = await member(request, 'small');
  await logIn(page, email, PASSWORD);
  // A product whose cash price is above the 300.000 line but within 1.2 of it.
  const products = await catalogue(request);
  const near = products.find((p) => Number(p.final_price) > 300_000 && Number(p.final_price) <= 360_000);
  expect(near, 'el catálogo de demostración tiene un producto entre $ 300.000 y $ 360.000').toBeTruthy();
  await addToCart(page, [near!]);
  await startCheckout(page);
  await pickUpAt(page, /Sucursal Centro/);
  await choosePaymentMethod(page, /Préstamo/);

  await expect(page).toHaveURL(/\/loans$/);
  await expect(page.getByRole('heading', { name: '¡Estás muy cerca!' })).toBeVisible();
  await expect(page.getByText('Te faltan')).toBeVisible();
  await expect(page.getByRole('link', { name: /Hablar con un asesor/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('link', { name: /carrito/i }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar préstamo' })).toHaveCount(0);
});

test('a guest choosing the loan is sent to log in', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  await fillContact(page);
  await choosePickup(page);
  await choosePaymentMethod(page, /Préstamo/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a checkout page reached without its earlier steps sends the shopper back; a reload resumes', async ({ page, request }) => {
  await page.goto('/summary');
  await expect(page).toHaveURL(/\/cart$/);
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await page.goto('/payment-method');
  await expect(page).toHaveURL(/\/payment$/);
  await fillContact(page);
  await page.goto('/summary');
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByText('Información de envío no encontrada')).toBeVisible();
  await choosePickup(page);
  // A reload keeps the step and what was chosen.
  await page.reload();
  await expect(page).toHaveURL(/\/payment-method$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sucursal' })).toContainText('Sucursal Córdoba');
});

test('Back pressed while a reloaded checkout page is still loading its scripts goes back, with what was chosen', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  await fillContact(page);
  await choosePickup(page);
  // A slow phone: the page's scripts take a second and a half to arrive after the reload.
  await page.route('**/assets/framework-*.js', async (route) => {
    await new Promise((arrived) => setTimeout(arrived, 1_500));
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  // The page is there, rendered by the server; its scripts are not.
  await expect(page.locator('main')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByRole('combobox', { name: 'Sucursal' })).toContainText('Sucursal Córdoba', { timeout: 15_000 });
});

test('the whole guest checkout by keyboard only', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await page.goto(`/product/${product!.id}`);
  const tabTo = async (name: string | RegExp, role: 'button' | 'link' | 'radio' | 'textbox' | 'combobox' | 'checkbox' = 'button') => {
    const target = page.getByRole(role, { name }).first();
    for (let i = 0; i < 80; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`no se llegó con Tab a ${String(name)}`);
  };
  await tabTo('Agregar al carrito');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  await page.goto('/cart');
  await tabTo('Continuar compra', 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment$/);
  await tabTo('Nombre', 'textbox');
  await page.keyboard.type(GUEST.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.phone);
  await tabTo('CUIL', 'textbox');
  await page.keyboard.type(GUEST.cuil);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/delivery$/);
  await tabTo(/Envío a domicilio/, 'radio');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Retiro en local/ })).toBeChecked();
  await tabTo('Sucursal', 'combobox');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo('Continuar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-method$/);
  await tabTo(/Préstamo/, 'radio');
  // Arrows move between the methods without leaving the page (WCAG 3.2.2).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Transferencia/ })).toBeChecked();
  await tabTo('Continuar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/summary$/);
  await tabTo('Leí y acepto los Términos y condiciones', 'checkbox');
  await page.keyboard.press('Space');
  const whatsapp = page.waitForEvent('popup');
  await tabTo('Finalizar y compartir por WhatsApp');
  await page.keyboard.press('Enter');
  await (await whatsapp).close();
  await expect(page).toHaveURL(/\/pending/);
});

test('during a live loan flow, adding a product asks to add it to the loan', async ({ page, request }) => {
  const email = await member(request, 'large');
  await logIn(page, email, PASSWORD);
  const [first, second] = await catalogue(request);
  await addToCart(page, [first!]);
  await startCheckout(page);
  await pickUpAt(page, /Sucursal Centro/);
  await choosePaymentMethod(page, /Préstamo/);
  await expect(page.getByText('APROBADO CON CUPO')).toBeVisible();

  // Back in the shop, another product: the loan request is asked about first.
  await page.goto(`/product/${second!.id}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar al préstamo' });
  await expect(dialog.getByText('¿Quieres agregar este producto a tu solicitud de préstamo actual?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!).items).toHaveLength(1);

  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await page.getByRole('dialog', { name: 'Agregar al préstamo' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/loans$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!).items).toHaveLength(2);
  await expect(page.getByText('APROBADO CON CUPO')).toBeVisible();
});
