import { cardPlanLine, formatARS, installmentOfferRates, roundMoney, type OrderCardPlan } from '@tienda/domain';
import { expect, test, type APIRequestContext } from './test';
import { acceptTerms, addToCart, logIn, outbox, startCheckout } from './shopper';
import { unusedCuil } from './cuils';

// A member buys a product in its "6 cuotas fijas" by card, through the Getnet sandbox, at 1280 and 390 px:
// the payment step offers the plan with its CFTEA, the sandbox charges it in 6, and "Mis compras" shows it.

type ApiProduct = { id: number; name: string; price: string; final_price: string; internal_cost: string; stock: number };

const PASSWORD = 'secreta123';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** A product whose card offers a "6 cuotas fijas" that makes sense. */
async function productInInstallments(request: APIRequestContext): Promise<ApiProduct> {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  return (allProducts as ApiProduct[]).find((p) => p.stock > 2 && installmentOfferRates(p) !== null)!;
}

/** A verified member with a complete profile and a saved home address (so no billing form), made through the API. */
async function member(request: APIRequestContext) {
  const email = `cuotas.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;
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

// Intl puts a no-break space after "$"; the page's text is matched whatever the space.
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

test('a member buys a product in 6 cuotas fijas by card, in the Getnet sandbox', async ({ page, request }) => {
  const email = await member(request);
  const product = await productInInstallments(request);
  const rates = installmentOfferRates(product)!;
  await logIn(page, email, PASSWORD);
  await addToCart(page, [product]);
  await startCheckout(page);
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole('radio', { name: /Retiro en local/ }).check();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: /Sucursal Centro/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/payment-method$/);

  // The card: 1 payment of the cash price, or the product's internal_cost six times, with its CFTEA.
  await page.getByRole('radio', { name: 'Tarjeta de Débito/Crédito' }).check();
  const choice = page.getByRole('group', { name: '¿En cuántos pagos?' });
  await expect(choice.getByRole('radio', { name: loose(`1 pago de ${formatARS(rates.cashPrice)}`) })).toBeChecked();
  const six = choice.getByRole('radio', { name: loose(`6 cuotas fijas de ${formatARS(rates.installment)} · CFTEA `) });
  await expect(choice).toContainText(loose(`Total financiado ${formatARS(rates.totalFinanced)}`));
  await six.check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText(loose(`6 cuotas fijas de ${formatARS(rates.installment)} · CFTEA`))).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();

  // The sandbox speaks Getnet's protocol: it charges the total financed in 6.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText(loose(`6 cuotas de ${formatARS(roundMoney(rates.totalFinanced / 6))}`))).toBeVisible();
  await expect(page.getByText(loose(`Total: ${formatARS(rates.totalFinanced)}`))).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();

  // "Mis compras" shows the order paid, with its plan.
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.goto(`/profile/orders/${orderId}`);
  const plan: OrderCardPlan = { installments: 6, installmentValue: rates.installment, cashTotal: rates.cashPrice, totalFinanced: rates.totalFinanced, tna: rates.tna, tea: rates.tea, cftea: rates.cftea };
  await expect(page.getByText(loose(cardPlanLine(plan)))).toBeVisible();
  await expect(page.getByText(/Pagada el/)).toBeVisible();
});
