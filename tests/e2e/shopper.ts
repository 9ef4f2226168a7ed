// What several journeys do the same way: judge a page with axe, sign in, fill the cart from product pages,
// start the checkout, pick up at a store, pay by transfer, and read the mails the shop sent.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from './test';

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

/** A member signs in through the shop's log-in form and lands on /home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/home$/);
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

/** From the delivery step: pickup at Sucursal Córdoba, on to the payment method. */
export async function pickUp(page: Page) {
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: /Sucursal Córdoba/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);
}

/** At the checkout's step that places the order: 'Leí y acepto los Términos y condiciones', ticked on purpose. */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: 'Leí y acepto los Términos y condiciones' }).check();
}

/** From the payment method to /pending: a bank transfer; the order's number as this browser keeps it. */
export async function payByTransfer(page: Page): Promise<number> {
  await page.getByRole('radio', { name: /Transferencia/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await acceptTerms(page);
  const whatsapp = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar y compartir por WhatsApp' }).click();
  await (await whatsapp).close();
  await expect(page).toHaveURL(/\/pending/);
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem('last_order_info') ?? 'null'));
  return lastOrder.orderId as number;
}

/**
 * A guest's order from the cart to /pending: contact data, pickup at Sucursal Córdoba and a bank
 * transfer, unpaid. The order's number.
 */
export async function guestTransferOrder(page: Page, products: readonly { id: number }[], email: string): Promise<number> {
  await addToCart(page, products);
  await startCheckout(page);
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1123456789');
  await page.getByRole('textbox', { name: 'CUIL' }).fill('20123456786');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await pickUp(page);
  return payByTransfer(page);
}

export type Mail = { to: string; subject: string; text: string };

/** The mails the shop queued, from the development mailbox. */
export async function outbox(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get('/dev/mailbox')).json()).mails;
}

/** The guest's link to follow an order, asked for at /seguimiento and read from the mail it sends. */
export async function trackingLink(page: Page, request: APIRequestContext, orderId: number, email: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Número de compra' }).fill(String(orderId));
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  let link = '';
  await expect(async () => {
    const mail = (await outbox(request)).findLast((m) => m.to === email && m.text.includes(`/seguimiento/${orderId}/`));
    link = /https?:\/\/\S+\/seguimiento\/\d+\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  return link;
}
