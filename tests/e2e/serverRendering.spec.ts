import { createHash } from 'node:crypto';
import { STORES, TERMS_VERSION } from '@tienda/domain';
import { expect, test, type Page } from './test';

/**
 * Pages arrive rendered: what a crawler, a link preview or a phone on a slow network gets before any
 * JavaScript runs, and a hydration that changes nothing of what was sent.
 */

/**
 * A price without national taxes, worked out here apart from the domain: in centavos, IVA and the
 * nominal internal taxes taken out ("de adentro hacia afuera"), rounded once, as es-AR writes it.
 */
const netOf = (finalPrice: string | number, ivaRate: number, internalTaxRate: number) => {
  const centavos = Math.round((Math.round(Number(finalPrice) * 100) * (100 - internalTaxRate)) / (100 + ivaRate));
  return `Precio sin impuestos nacionales: ${new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(centavos / 100)}`;
};
type Taxed = { id: number; name: string; final_price: string; iva_rate: number; internal_tax_rate: number };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the product page and explore's cards carry each price without national taxes, at the product's own rates", async ({ page }) => {
    // The Samsung phone: made in Tierra del Fuego, 10,5 % IVA.
    const { product: phone } = (await (await page.request.get('/api/product/3')).json()) as { product: Taxed };
    expect(phone.iva_rate).toBe(10.5);
    await page.goto('/product/3');
    await expect(page.getByText(netOf(phone.final_price, 10.5, phone.internal_tax_rate), { exact: true }).first()).toBeVisible();

    // An imported JBL speaker: 21 % IVA and internal taxes, on its card in explore.
    await page.goto('/explore?category=3&brand=4');
    const { data } = await (await page.request.put('/api/product/filter/1', { data: { categoryIds: [3], brandIds: [4] } })).json();
    const speaker = (data.products as Taxed[]).find((p) => p.internal_tax_rate > 0)!;
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: speaker.name, exact: true }) });
    await expect(card.getByText(netOf(speaker.final_price, speaker.iva_rate, speaker.internal_tax_rate), { exact: true })).toBeVisible();
  });

  test('a product page shows its name, prices, instalments and description', async ({ page }) => {
    await page.goto('/product/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Samsung Galaxy A25/);
    await expect(page.getByText(/al\s+contado/).first()).toBeVisible();
    await expect(page.getByText(/6 cuotas fijas de \$/).first()).toBeVisible();
    // The instalments' cost arrives with them: the CFTEA the API discloses, and the total financed.
    const { product } = await (await page.request.get('/api/product/3')).json();
    const cftea = `CFTEA ${product.installmentOffer.cftea.toFixed(2).replace('.', ',')}%`;
    await expect(page.getByText(cftea, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Total financiado \$/).first()).toBeVisible();
    await expect(page.getByText(/Super AMOLED/).first()).toBeVisible();
  });

  test('explore lists products as links to their pages; home shows the recommended ones', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByText(/^Página 1 \//)).toBeVisible();
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    // The next page is a link a crawler (or a browser without JavaScript) follows.
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/\/explore\?page=2$/);
    await expect(page.getByText(/^Página 2 \//)).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Productos recomendados' })).toBeVisible();
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  });

  test('the search box takes the term to the search page', async ({ page }) => {
    await page.goto('/product/3');
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('auriculares');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=auriculares$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a tap and a term given before the scripts ran are not lost', async ({ page, request }) => {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  const product = (allProducts as { id: number; stock: number }[]).find((p) => p.stock > 2)!;
  // A slow network: the page is on screen a second and a half before its scripts arrive.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((arrived) => setTimeout(arrived, 1_500));
    await route.continue();
  });
  const hydrated = () => page.evaluate(() => !('__tiendaBeforeHydration' in window));
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  expect(await hydrated()).toBe(false);
  await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();

  // Typed into the search box before the scripts ran: the box's suggestions and Enter act on it.
  await page.goto('/explore', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('parlante');
  expect(await hydrated()).toBe(false);
  await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
  await page.getByRole('combobox', { name: 'Buscar productos' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=parlante$/);
});

test('the head of a product page: title, description, canonical, Open Graph and JSON-LD', async ({ request, baseURL }) => {
  const res = await request.get('/product/3');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Smartphone Samsung Galaxy A25 5G 128 GB Celeste | CrediTienda');
  expect(meta('name', 'description')).toMatch(/^Conectividad 5G/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/3"/>`);
  expect(meta('property', 'og:type')).toBe('product');
  expect(meta('property', 'og:url')).toBe(`${baseURL}/product/3`);
  expect(meta('property', 'og:image')).toBe(`${baseURL}/share/product/3.jpg`);
  expect(meta('property', 'product:price:currency')).toBe('ARS');
  expect(Number(meta('property', 'product:price:amount'))).toBeGreaterThan(0);
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');

  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const [product, breadcrumbs] = JSON.parse(jsonLd!) as [Record<string, any>, Record<string, any>];
  expect(product['@type']).toBe('Product');
  expect(product.name).toBe('Smartphone Samsung Galaxy A25 5G 128 GB Celeste');
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'ARS', url: `${baseURL}/product/3` });
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement).toHaveLength(3);
});

test('the home page shows a shared link the shop’s picture, at an address that answers it', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const image = meta('property', 'og:image');
  expect(image).toBe(`${baseURL}/share/shop.jpg`);
  expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['1200', '630']);
  expect(meta('property', 'og:image:alt')).toMatch(/^CrediTienda: /);
  expect(meta('name', 'twitter:image')).toBe(image);
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
});

/** What a page's HTML shows before any script runs: its markup without scripts nor React's text separators. */
const markupOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');

test("a guest's tracked order arrives rendered and is kept by no cache; an altered link says it expired", async ({ page, request }) => {
  const { allProducts } = await (await request.get('/api/product/all')).json();
  const product = (allProducts as { id: number; name: string; final_price: string; stock: number }[]).find((p) => p.stock > 0 && !/[&<>"']/.test(p.name))!;
  const placed = await request.post('/api/order/guest', {
    data: {
      name: 'Ana Gómez',
      email: `sigue.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`,
      phone: '1123456789',
      cuil: '20123456786',
      shipmentMethod: 'Retiro en local',
      address: { store: STORES[0]!.store },
      products: [{ productId: product.id, quantity: 1 }],
      totalPrice: Number(product.final_price),
      shippingCost: 0,
      carrierId: '0',
      paymentMethod: 'Transferencia',
      termsVersion: TERMS_VERSION,
    },
  });
  expect(placed.status()).toBe(201);
  const { orderCreated, trackingToken } = (await placed.json()) as { orderCreated: { id: number }; trackingToken: string };
  const link = `/seguimiento/${orderCreated.id}/${trackingToken}`;

  const res = await request.get(link);
  expect(res.status()).toBe(200);
  // One person's order: no shared cache, proxy or browser keeps it.
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['x-page-cache']).toBeUndefined();
  const html = markupOf(await res.text());
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toMatch(new RegExp(`<h1[^>]*>Compra N° ${orderCreated.id}</h1>`));
  expect(html).toContain(product.name);
  expect(html).toContain('PENDIENTE');
  expect(html).not.toContain('Cargando tu compra');

  // An altered token: the page the server sends says so, and offers to ask for a new link.
  const [expiry, signature] = trackingToken.split('.');
  const altered = await request.get(`/seguimiento/${orderCreated.id}/${expiry}.${[...signature!].reverse().join('')}`);
  expect(altered.status()).toBe(404);
  expect(altered.headers()['cache-control']).toBe('private, no-store');
  const refused = markupOf(await altered.text());
  expect(refused).toContain('Este enlace venció o no es válido.');
  expect(refused).not.toContain(product.name);

  // In the browser, the page hydrates what was sent without a warning.
  const problems = await consoleProblems(page, async () => {
    await page.goto(link, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: `Compra N° ${orderCreated.id}` })).toBeVisible();
  });
  expect(problems).toEqual([]);
});

test('an unknown product or page answers 404 with the not-found page; private pages are not indexed', async ({ request }) => {
  for (const url of ['/product/999999', '/una-pagina-que-no-existe']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
  }
  for (const url of ['/cart', '/login', '/summary', '/search?q=samsung', '/profile/orders', '/profile/orders/1', '/seguimiento/1/enlace']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('every inline script is allowed by the page’s Content-Security-Policy: by hash on a catalogue page, by nonce on a shopper’s', async ({ request }) => {
  // Each script's opening tag's attributes and its text: what comes before each '</script>'.
  const inlineScripts = (html: string) =>
    html
      .split('</script>')
      .slice(0, -1)
      .map((part) => part.slice(part.lastIndexOf('<script')))
      .map((script) => ({ attributes: script.slice('<script'.length, script.indexOf('>')), source: script.slice(script.indexOf('>') + 1) }))
      .filter(({ attributes }) => !attributes.includes('application/ld+json') && !attributes.includes('src='));

  // The home is a catalogue page: the same bytes for every shopper, its scripts named by hash.
  const home = await request.get('/');
  const homePolicy = home.headers()['content-security-policy'] ?? '';
  expect(homePolicy).not.toContain('nonce-');
  const homeScripts = inlineScripts(await home.text());
  expect(homeScripts.length).toBeGreaterThan(0);
  for (const { source } of homeScripts) expect(homePolicy).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);

  // The cart is the shopper's: a nonce of its own on every inline script.
  const cart = await request.get('/cart');
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(cart.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const cartScripts = inlineScripts(await cart.text());
  expect(cartScripts.length).toBeGreaterThan(0);
  for (const { attributes } of cartScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

/** Errors and warnings the browser's console shows while `visit` runs. */
async function consoleProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await visit();
  return problems;
}

test('the browser gets the built scripts, not their source maps', async ({ request }) => {
  for (const page of ['/', '/admin']) {
    const html = await (await request.get(page)).text();
    const scripts = [...html.matchAll(/["'](\/(?:admin\/)?assets\/[^"']+\.js)["']/g)].map((match) => match[1]!);
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  }
});

test('hydrates every public page without a warning or an error', async ({ page }) => {
  const problems = await consoleProblems(page, async () => {
    for (const url of ['/', '/explore', '/explore?category=2&page=2', '/product/3', '/search?q=samsung', '/cart', '/queries', '/terms-and-conditions', '/login', '/register', '/seguimiento']) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
  expect(problems).toEqual([]);
});

test('a returning member’s cart badge and session appear without moving anything on the page', async ({ page, request }) => {
  // A member with a product in the cart, as they come back to the shop: both live in the browser,
  // so the server renders the page without them and they fill in after hydration.
  const email = `vuelve.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;
  // The sign-up answers the same for any e-mail; the password just chosen signs the new account in.
  await request.post('/api/auth/sign-up', { data: { email, password: 'secreta123' } });
  const signed = await (await request.post('/api/auth/log-in', { data: { email, password: 'secreta123' } })).json();
  await page.goto('/explore?category=3');
  await page.getByRole('button', { name: /^Agregar al carrito: / }).first().click();
  await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, signed);

  // Every shift the page makes (none after a tap or a key) is added up from the first byte on.
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const url of ['/', '/explore', '/product/3']) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Carrito, 1 producto' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Perfil' }).first()).toBeAttached();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${url}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
  }
});

test("the cart says each line's and the total's price without national taxes", async ({ page, request }) => {
  // A Samsung phone in stock (10,5 % IVA) and an imported JBL speaker (internal taxes).
  const phones = (await (await request.put('/api/product/filter/1', { data: { categoryIds: [1], brandIds: [1] } })).json()).data.products;
  const phone = (phones as (Taxed & { stock: number })[]).find((p) => p.iva_rate === 10.5 && p.stock > 0)!;
  const { data } = await (await request.put('/api/product/filter/1', { data: { categoryIds: [3], brandIds: [4] } })).json();
  const speaker = (data.products as (Taxed & { stock: number })[]).find((p) => p.internal_tax_rate > 0 && p.stock > 0)!;
  for (const product of [phone, speaker]) {
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Quitar del carrito', exact: true })).toBeVisible();
  }
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Productos en el carrito' });
  await expect(lines.getByText(netOf(phone.final_price, phone.iva_rate, phone.internal_tax_rate), { exact: true })).toBeVisible();
  await expect(lines.getByText(netOf(speaker.final_price, speaker.iva_rate, speaker.internal_tax_rate), { exact: true })).toBeVisible();
  // The total's: the sum of the lines' figures (one unit each, no coupon).
  const figure = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  const total = figure(netOf(phone.final_price, phone.iva_rate, phone.internal_tax_rate)) + figure(netOf(speaker.final_price, speaker.iva_rate, speaker.internal_tax_rate));
  const summary = page.getByRole('region', { name: 'Resumen de compra' });
  await expect(summary.getByText(netOf(total, 0, 0), { exact: true })).toBeVisible();
});
