import { expect, test, type Page } from './test';

/**
 * A shopper on a slow phone acts on the page as soon as it is on screen: the HTML paints long before
 * React has taken it over. What is tapped or typed then takes effect once React listens, once.
 */

/**
 * The page's scripts held back until `release`: what the journey does meanwhile surely happens
 * before hydration, whatever the machine's speed. Each page load holds them again.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    /** From the next page load on, the scripts wait for `release`. */
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const isHydrating = (page: Page) => page.evaluate(() => '__tiendaBeforeHydration' in window);

/** React has the page and the lazy parts it asked for have arrived: anything kept has been given back by now. */
async function settled(page: Page) {
  await expect.poll(() => isHydrating(page), { timeout: 30_000 }).toBe(false);
  await page.waitForLoadState('networkidle');
}

test("on a slow phone, 'Agregar al carrito', a filter and the search box, used before hydration, each take effect once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { allProducts } = await (await request.get('/api/product/all')).json();
  const product = (allProducts as { id: number; stock: number }[]).find((p) => p.stock > 2)!;
  // A mid-range phone: Lighthouse's mobile run slows the CPU four times; this one six.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const scripts = await holdScripts(page);
  const desktop = (page.viewportSize()?.width ?? 1280) >= 1024;

  // 'Agregar al carrito' tapped on the painted page: once hydrated it is in the cart, once.
  scripts.hold();
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  expect(await isHydrating(page)).toBe(true);
  scripts.release();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!) as { items: { product: { id: number }; quantity: number }[] };
  expect(cart.items.map((item) => [item.product.id, item.quantity])).toEqual([[product.id, 1]]);

  // A filter chosen on the painted listing.
  scripts.hold();
  await page.goto('/explore');
  if (desktop) {
    // The desktop bar is the window's own (it mounts once hydrated); before it, a category is a link.
    await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: 'Parlantes' }).click();
    await expect(page).toHaveURL(/\/explore\?category=3$/);
    await expect(page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first()).toContainText(/Parlante/i);
    expect(await isHydrating(page)).toBe(true);
    scripts.release();
    await settled(page);
    await expect(page).toHaveURL(/\/explore\?category=3$/);
  } else {
    // 'Filtros' opens its dialog once React listens; a second replay would close it again.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    expect(await isHydrating(page)).toBe(true);
    scripts.release();
    await settled(page);
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    await expect(filters).toBeVisible();
    const samsung = filters.getByRole('checkbox', { name: /^Samsung, \d+ productos?$/ });
    const count = Number(/(\d+) producto/.exec((await samsung.getAttribute('aria-label')) ?? '')![1]);
    await samsung.check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByText(`${count} ${count === 1 ? 'producto' : 'productos'}`, { exact: true })).toBeVisible();
  }

  // Typed into the search box on the painted page: the text stays, whole, and the box suggests for it.
  scripts.hold();
  await page.goto('/explore');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('parlante');
  expect(await isHydrating(page)).toBe(true);
  scripts.release();
  await settled(page);
  await expect(box).toHaveValue('parlante');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first()).toContainText(/parlante/i);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=parlante$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('parlante');
});
