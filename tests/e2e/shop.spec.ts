import { expect, test, type Page } from './test';

// The shopper's journeys (browse, search, filter, cart), against `npm start` on a fresh data folder,
// at 1280 px ('escritorio') and 390 px ('movil').

const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

test.beforeEach(async ({ page }) => {
  // A page error is a bug whatever the journey.
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('home → category tile → explore → next page → product → cart → coupon → totals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Recibe préstamos, compra productos, obtén descuentos y más beneficios')).toBeVisible();

  // 'Nuestros productos': the Celulares tile sets the filter.
  const tiles = page.getByRole('region', { name: 'Nuestros productos' });
  await tiles.getByRole('link', { name: /Celulares/ }).click();
  await expect(page).toHaveURL(/\/explore\?category=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explora nuestros productos' })).toBeVisible();
  // The twelve phones of the demo catalogue fit one page: no pagination.
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);

  // All products: several pages; next goes to page 2 and is kept in the URL.
  await page.goto('/explore');
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pagination.getByText(/^Página 1 \/ \d+$/)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  // A real link (`?page=2`), as a crawler follows it.
  await pagination.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByText(/^Página 2 \/ \d+$/)).toBeVisible();

  // A product page from the list.
  const firstCard = page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('*Sujeto a riesgo crediticio').first()).toBeVisible();
  // The product's own legend comes first; the related products' cards carry theirs.
  await expect(page.getByText(/Precio sin impuestos nacionales/).first()).toBeVisible();

  const addButton = page.getByRole('button', { name: 'Agregar al carrito', exact: true });
  if (await addButton.isVisible()) {
    await addButton.click();
    await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  }

  // A second product straight from a card's cart button.
  await page.goto('/explore?category=3');
  await page.getByRole('button', { name: /^Agregar al carrito: / }).first().click();
  await expect(page.getByRole('button', { name: /^Quitar del carrito: / })).toHaveCount(1);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  const summary = page.getByRole('region', { name: 'Resumen de compra' }).first();
  const subtotalBefore = money((await summary.getByText(/^\$/).first().textContent())!);
  expect(subtotalBefore).toBeGreaterThan(0);

  // The coupon: blank is refused locally; a real code takes 10 % off.
  const coupon = page.getByRole('textbox', { name: 'Cupón de descuento' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Por favor ingrese un código de cupón')).toBeVisible();
  await coupon.fill('NOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('El cupón ingresado no existe.')).toBeVisible();
  await coupon.fill('BIENVENIDA10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('BIENVENIDA10').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar cupón' })).toBeVisible();
  await expect(summary).toContainText('Total');
  await expect(page.getByRole('link', { name: 'Continuar compra' }).first()).toHaveAttribute('href', '/payment');
});

test('search: suggestions as one types, results on Enter', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) await page.goto('/explore');
  const box = page.getByRole('combobox').first();
  await box.click();
  await box.pressSequentially('samsumg', { delay: 30 });
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toContainText(/Samsung/i);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=samsumg/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('samsumg');
  const results = page.getByRole('list', { name: 'Resultados para samsumg' }).getByRole('listitem');
  await expect(results.first()).toContainText(/Samsung/i);
});

test('the filters say how many products each brand has, and choosing one lists that many', async ({ page }) => {
  await page.goto('/explore');
  const openBrands = async () => {
    if (isMobile(page)) {
      await page.getByRole('button', { name: /^Filtros/ }).click();
      return page.getByRole('dialog');
    }
    const trigger = page.getByRole('button', { name: /^Marcas/ });
    // The dropdown stays open while the shopper ticks.
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    return page;
  };
  let where = await openBrands();
  const samsung = where.getByRole('checkbox', { name: /^Samsung, \d+ productos?$/ });
  await expect(samsung).toBeVisible();
  const count = Number(/(\d+) producto/.exec((await samsung.getAttribute('aria-label')) ?? '')![1]);
  expect(count).toBeGreaterThan(0);
  // On a busy phone the next listing takes a while to render: the tick must show before it.
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await samsung.check();
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (isMobile(page)) await where.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/brand=/);
  await expect(page.getByText(`${count} ${count === 1 ? 'producto' : 'productos'}`, { exact: true })).toBeVisible();
  // Brands are counted without the brand chosen: a second one can still be added.
  where = await openBrands();
  const withProducts = where.getByRole('checkbox', { name: /, [1-9][\d.]* productos?$/ });
  expect(await withProducts.count()).toBeGreaterThan(1);
  await expect(withProducts.filter({ hasNot: page.locator(':checked') }).first()).toBeEnabled();
  if (isMobile(page)) return;
  // Back undoes the choice, and the box says so.
  await page.goBack();
  await expect(page).not.toHaveURL(/brand=/);
  await expect((await openBrands()).getByRole('checkbox', { name: /^Samsung/ })).not.toBeChecked();
});

test('the cart survives a reload and shows in the header badge', async ({ page }) => {
  await page.goto('/explore?category=4');
  await page.getByRole('button', { name: /^Agregar al carrito: / }).first().click();
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem')).toHaveCount(1);
});

test('private pages send visitors to log in; unknown pages say so', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/una-pagina-que-no-existe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /inicio/i }).first()).toBeVisible();
});

test('with the API down or its database restarting the shopper sees an error and a way out, not a blank page', async ({ page }) => {
  // Pages come rendered; what the running page asks for afterwards (another page of results, another
  // product) is what meets the failure. Before its scripts run, a link loads the next page from the
  // server, which reaches the API on its own: this shopper has had the page open a while.
  // React holds the document, and the keeper of early taps (written in the head) is gone.
  const running = () =>
    expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')) && !('__tiendaBeforeHydration' in window))).toBe(true);
  await page.goto('/explore');
  await expect(page.getByText(/^Página 1 \//)).toBeVisible();
  await running();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Explora nuestros productos' })).toBeVisible();

  // The server up but its database restarting: the 503 it answers then.
  await page.unroute('**/api/**');
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      json: { ok: false, message: 'La tienda no está disponible en este momento. Intenta de nuevo en unos segundos.' },
    }),
  );
  await page.goto('/explore?page=3');
  await running();
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 20_000 });

  // The server back: retrying shows the product.
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});
