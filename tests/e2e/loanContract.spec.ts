import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { financingOf, formatARS, installmentOfferRates, quotePurchase } from '@tienda/domain';
import { pdfText } from '../../api/test/pdfText';
import { expect, test, type APIRequestContext, type Page } from './test';
import { memberWithLine } from './creditLines';
import { acceptTerms, addToCart, logIn, startCheckout } from './shopper';

// A member pays with the pre-approved loan as the law asks it to be offered: the contract summary and its
// PDF before any order, an express acceptance, the contract kept with the order in "Mis compras", and the
// revocation at no cost. Then the same with the products' "6 cuotas fijas".

type ApiProduct = { id: number; name: string; price: string; final_price: string; internal_cost: string; stock: number };

const PASSWORD = 'secreta123';
/** The demo's plan 19 (api/src/settings.ts): 12 monthly instalments at TNA 70,53 %, IVA on the interest. */
const PLAN_19 = financingOf('19', { installments: 12, tna: 70.53 });

// Intl puts a no-break space after "$"; the page's and the PDF's text are matched whatever the space.
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

/** A product the large line covers in either plan, whose "6 cuotas fijas" make sense. */
async function affordable(request: APIRequestContext): Promise<ApiProduct> {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  return (allProducts as ApiProduct[]).find((p) => p.stock > 2 && Number(p.final_price) < 1_000_000 && installmentOfferRates(p) !== null)!;
}

/** From the cart to /loans: pickup at Sucursal Centro, paid with the loan. */
async function toLoans(page: Page, product: ApiProduct) {
  await addToCart(page, [product]);
  await startCheckout(page);
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: /Sucursal Centro/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: /Préstamo/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/loans$/);
}

/** Accepts the terms, confirms, and answers the order placed (from the result pages' record). */
async function acceptAndConfirm(page: Page): Promise<number> {
  await page.getByRole('checkbox', { name: 'Leí el cuadro resumen y las condiciones del préstamo, y las acepto.' }).check();
  // The purchase is placed here: the shop's terms too.
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem('last_order_info') ?? 'null'));
  return lastOrder.orderId as number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a member reads the contract summary, downloads its PDF, accepts, finds it in Mis compras and revokes it', async ({ page, request }) => {
  const email = await memberWithLine(request, 'large', PASSWORD);
  const product = await affordable(request);
  const total = Number(product.final_price);
  const quote = quotePurchase(PLAN_19, total, Date.now());
  await logIn(page, email, PASSWORD);
  await toLoans(page, product);

  // The summary before any order: the 12 French instalments of the plan, the lender, the rates, the total.
  await expect(page.getByRole('radio', { name: loose(`12 cuotas de ${formatARS(quote.highestInstallment)}`) })).toBeChecked();
  const contract = page.getByRole('region', { name: 'Cuadro resumen del préstamo' });
  await expect(contract).toContainText('Tienda de Crédito Demo S.A.');
  await expect(contract).toContainText(loose(`Total a pagar${formatARS(quote.totalToRepay)}`));
  await expect(contract).toContainText('CFTEA con IVA128,15%');

  // Its terms as a PDF, the same text the member accepts.
  const [download] = await Promise.all([page.waitForEvent('download'), contract.getByRole('link', { name: /Descargar condiciones del préstamo/ }).click()]);
  const pdf = await readFile((await download.path())!);
  const { text } = await pdfText(pdf);
  expect(text).toContain('Tienda de Crédito Demo S.A.');
  expect(text).toContain('30-99999999-5');
  expect(text).toMatch(loose(formatARS(total)));
  expect(text).toMatch(loose(formatARS(quote.totalToRepay)));
  expect(text).toContain('128,15%');
  expect(text).toMatch(/revocar la aceptación dentro de los 10 días hábiles/);

  // Nothing is placed without the express acceptance.
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Para confirmar, acepta el cuadro resumen y las condiciones del préstamo.');
  await expect(page).toHaveURL(/\/loans$/);
  const orderId = await acceptAndConfirm(page);

  // "Mis compras": the contract as accepted, its schedule, and the very PDF that was downloaded.
  await page.goto(`/profile/orders/${orderId}`);
  const accepted = page.getByRole('region', { name: 'Contrato del préstamo' });
  await expect(accepted).toContainText(/Aceptaste estas condiciones el/);
  await accepted.getByText('Ver cronograma de cuotas').click();
  await expect(accepted.getByRole('table', { name: 'Cronograma de cuotas' }).getByRole('row')).toHaveCount(13);
  const kept = await request.get((await accepted.getByRole('link', { name: /Descargar condiciones del préstamo/ }).getAttribute('href'))!);
  expect(kept.status()).toBe(200);
  expect(sha256(await kept.body())).toBe(sha256(pdf));

  // Revoked within its 10 business days, at no cost: the unpaid order is cancelled, and a code given.
  const loan = page.getByRole('region', { name: 'Tu préstamo' });
  await loan.getByRole('button', { name: 'Revocar préstamo' }).click();
  await page.getByRole('dialog', { name: '¿Revocar el préstamo?' }).getByRole('button', { name: 'Revocar préstamo' }).click();
  await expect(loan.getByText(/Tu código de trámite es REV-/)).toBeVisible();
  await expect(page.getByText('CANCELADA').first()).toBeVisible();
});

test("a member pays with the loan in the products' 6 cuotas fijas", async ({ page, request }) => {
  const email = await memberWithLine(request, 'large', PASSWORD);
  const product = await affordable(request);
  const rates = installmentOfferRates(product)!;
  await logIn(page, email, PASSWORD);
  await toLoans(page, product);

  // The plan the card promised: its internal_cost six times, for its cash price.
  const six = page.getByRole('radio', { name: loose(`6 cuotas de ${formatARS(rates.installment)}`) });
  await six.check();
  const contract = page.getByRole('region', { name: 'Cuadro resumen del préstamo' });
  await expect(contract).toContainText(loose(`Total a pagar${formatARS(rates.totalFinanced)}`));
  const orderId = await acceptAndConfirm(page);

  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Medio de pago' })).toContainText(loose(`6 cuotas de ${formatARS(rates.installment)}`));
});
