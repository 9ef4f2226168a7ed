import { operatorToken } from './operator';
import { expect, test, type APIRequestContext, type Page } from './test';
import { acceptTerms, addToCart, expectNoViolations, guestTransferOrder, logIn, outbox, payByTransfer, pickUp, startCheckout, trackingLink } from './shopper';
import { unusedCuil } from './cuils';

// After the purchase, against the real server at 1280 and 390 px: a member follows an order the
// operator moves along in "Mis compras"; a guest opens theirs from the e-mailed link; an unpaid
// order is paid from its page; 'Volver a comprar' fills the cart again. Each new page is judged
// by axe on the way.

type ApiProduct = { id: number; name: string; stock: number };

const PASSWORD = 'secreta123';
const unique = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;

test.beforeEach(async ({ page, context }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  // No internet here: the transfer's WhatsApp page is answered locally.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

async function inStock(request: APIRequestContext): Promise<ApiProduct[]> {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  return (allProducts as ApiProduct[]).filter((p) => p.stock > 2);
}

/** A verified member with a complete profile and a saved home address, made through the API. */
async function member(request: APIRequestContext) {
  const email = unique('socio');
  // The sign-up answers the same for any e-mail; the password just chosen signs the new account in.
  await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  const signed = await (await request.post('/api/auth/log-in', { data: { email, password: PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${signed.token}` };
  await request.post('/api/user/first-data', { headers, data: { first_name: 'Marta', last_name: 'Suárez', cuil: unusedCuil() } });
  await request.post('/api/user/second-data', { headers, data: { birthday: '02/05/1985', phone: '3515551234' } });
  const code = /\b(\d{5})\b/.exec((await outbox(request)).find((mail) => mail.to === email)!.text)![1];
  await request.post('/api/auth/verify-email', { headers, data: { code } });
  await request.post('/api/user/address', { headers, data: { street: 'Av. Colón', number: 1200, zipCode: '5000', city: 'Córdoba', province: 'Córdoba' } });
  return email;
}

/** The operator's step on an order, through the back office's API, signed in as the demo operator. */
async function operator(request: APIRequestContext, orderId: number, step: string, data?: object) {
  const token = await operatorToken(request);
  const res = await request.post(`/api/backoffice/orders/${orderId}/${step}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** The order page shows this state: its heading, its badge and what it means. */
async function expectOrderState(page: Page, orderId: number, label: string, note: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Compra N° ${orderId}` })).toBeVisible();
  await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
}

test('a member buys by transfer, the operator moves the order along, and the member follows it in "Mis compras"', async ({ page, request }) => {
  const email = await member(request);
  await logIn(page, email, PASSWORD);
  const [product] = await inStock(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  // Home delivery to the saved address, quoted for it.
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole('radio', { name: /Envío a domicilio/ }).check();
  await page.getByRole('radio', { name: /Av\. Colón 1200/ }).check();
  await expect(page.getByRole('button', { name: 'Ver detalle' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
  const orderId = await payByTransfer(page);

  // From the profile to "Mis compras", and the order there.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Ver mis compras' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Compra N° ${orderId}` }) });
  await expect(row.getByText('PENDIENTE')).toBeVisible();
  await expect(row.getByText(product!.name)).toBeVisible();
  await page.getByRole('link', { name: `Compra N° ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));

  // Unpaid: the bank data again.
  await expectOrderState(page, orderId, 'PENDIENTE', 'Falta que hagas la transferencia y nos envíes el comprobante.');
  await expect(page.getByRole('button', { name: /Copiar CBU/ })).toBeVisible();
  await expect(page.getByText(product!.name).first()).toBeVisible();

  await operator(request, orderId, 'paid');
  await page.reload();
  await expectOrderState(page, orderId, 'PAGADA', 'Recibimos tu pago. Pronto empezaremos a preparar tu pedido.');
  await expect(page.getByRole('button', { name: /Copiar CBU/ })).toHaveCount(0);
  // Its Factura B, once ARCA (the local sandbox) authorised it, with the PDF to keep.
  await expect(async () => {
    await page.reload();
    // The order as it stands (the page fetches it once it has the session), then its invoice if there is one by now.
    await expect(page.getByRole('heading', { level: 1, name: `Compra N° ${orderId}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Factura B 00001-\d{8}$/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Descargar factura (PDF)' })).toHaveAttribute('href', /^\/api\/invoices\/\d+\.pdf\?token=/);

  await operator(request, orderId, 'preparing');
  await page.reload();
  await expectOrderState(page, orderId, 'EN PREPARACIÓN', 'Estamos preparando tu pedido.');

  await operator(request, orderId, 'shipped', { carrier: 'Andreani', trackingCode: 'AND0001234567' });
  await page.reload();
  await expectOrderState(page, orderId, 'ENVIADA', 'Tu pedido está en camino.');
  await expect(page.getByText('AND0001234567')).toBeVisible();
  await expect(page.getByText('Andreani')).toBeVisible();
  // Not received yet: the withdrawal right's rule, its days not started.
  await expect(page.getByRole('region', { name: 'Derecho de arrepentimiento' })).toContainText(
    'Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil.',
  );
  await expectNoViolations(page);

  // The list follows the order too.
  await page.getByRole('link', { name: 'Volver a Mis compras' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(row.getByText('ENVIADA')).toBeVisible();
  await expectNoViolations(page);

  // The withdrawal, within its days, opens the form with the order and the e-mail filled in.
  await page.getByRole('link', { name: `Compra N° ${orderId}` }).click();
  // The order's own (the footer links to the empty form).
  await page.getByRole('main').getByRole('link', { name: 'Botón de arrepentimiento' }).click();
  await expect(page).toHaveURL(/\/repentance\?/);
  await expect(page.getByRole('textbox', { name: 'Número de pedido' })).toHaveValue(String(orderId));
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
});

test('a guest asks for the link to their order, opens it from the e-mail, and an altered link asks again', async ({ page, request }) => {
  const email = unique('invitada');
  const [product] = await inStock(request);
  const orderId = await guestTransferOrder(page, [product!], email);

  // The footer leads to the lookup.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seguimiento de compra' }).click();
  await expect(page).toHaveURL(/\/seguimiento$/);
  await expectNoViolations(page);
  // The link, from the outbox.
  const link = await trackingLink(page, request, orderId, email);
  const path = new URL(link).pathname;
  await page.goto(path);
  await expectOrderState(page, orderId, 'PENDIENTE', 'Falta que hagas la transferencia y nos envíes el comprobante.');
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expect(page.getByText('Sucursal Córdoba').first()).toBeVisible();
  // A guest has no "Mis compras" to go back to.
  await expect(page.getByRole('link', { name: 'Volver a Mis compras' })).toHaveCount(0);
  await expectNoViolations(page);

  // One character changed: the lookup again, with the server's words and the number filled in.
  const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
  await page.goto(tampered);
  await expect(page.getByText(/Este enlace venció o no es válido/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Número de compra' })).toHaveValue(String(orderId));
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Compra N° ${orderId}` })).toHaveCount(0);

  // The withdrawal, as a guest: the form only mails a link to the order's address; opening it is
  // what files the request, and gives its code.
  await page.goto('/repentance');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1123456789');
  await page.getByRole('textbox', { name: 'Número de pedido' }).fill(String(orderId));
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Me arrepentí de la compra.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(/te enviamos un correo a esa dirección con un enlace para confirmar el arrepentimiento/)).toBeVisible();
  let confirmLink = '';
  await expect(async () => {
    const mail = (await outbox(request)).find((m) => m.to === email && m.subject === `Confirma el arrepentimiento de tu compra N° ${orderId}`);
    confirmLink = /https?:\/\/\S+\/repentance\/confirm\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(confirmLink).not.toBe('');
  }).toPass();
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeVisible();
  await expect(page.getByText(/Tu código de arrepentimiento es ARR-/)).toBeVisible();
  await expectNoViolations(page);
});

test("a member who left Mercado Pago without paying pays from the order's page", async ({ page, request }) => {
  const email = await member(request);
  await logIn(page, email, PASSWORD);
  const [product] = await inStock(request);
  await addToCart(page, [product!]);
  await startCheckout(page);
  await expect(page).toHaveURL(/\/delivery$/);
  await pickUp(page);
  await page.getByRole('radio', { name: /Mercado Pago/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  // At the provider's page, the shopper walks away.
  await expect(page.getByRole('button', { name: 'Aprobar pago' })).toBeVisible();
  const { orderId } = await page.evaluate(() => JSON.parse(localStorage.getItem('last_order_info') ?? 'null'));

  await page.goto(`/profile/orders/${orderId}`);
  await expectOrderState(page, orderId, 'PENDIENTE', 'Todavía no recibimos tu pago.');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.goto(`/profile/orders/${orderId}`);
  await expectOrderState(page, orderId, 'PAGADA', 'Recibimos tu pago. Pronto empezaremos a preparar tu pedido.');
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
});

test("'Volver a comprar' puts the order's products back in the cart", async ({ page, request }) => {
  const email = await member(request);
  await logIn(page, email, PASSWORD);
  const [first, second] = await inStock(request);
  await addToCart(page, [first!, second!]);
  await startCheckout(page);
  await expect(page).toHaveURL(/\/delivery$/);
  await pickUp(page);
  const orderId = await payByTransfer(page);
  // The transfer's order spent the cart.
  await expect(page.getByRole('link', { name: 'Carrito, 0 productos' }).first()).toBeVisible();

  await page.goto(`/profile/orders/${orderId}`);
  await expectOrderState(page, orderId, 'PENDIENTE', 'Falta que hagas la transferencia y nos envíes el comprobante.');
  await page.getByRole('button', { name: 'Volver a comprar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregamos 2 productos a tu carrito.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 2 productos' }).first()).toBeVisible();

  // Again: what is already in the cart stays as it is.
  await page.getByRole('button', { name: 'Volver a comprar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ya tenías 2 productos en tu carrito.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 2 productos' }).first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText(first!.name).first()).toBeVisible();
  await expect(page.getByText(second!.name).first()).toBeVisible();
});
