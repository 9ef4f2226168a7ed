import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CreditLinesResponse, StaffBannersResponse, StaffCouponsResponse, validateCuil, type StaffBanner, type StaffCoupon } from '@tienda/domain';
import { checkoutCalls } from './checkout';
import { databaseKinds } from './databases';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';

/** Valid CUILs no seed uses, all starting with `start` (2 + up to 8 digits), in order. */
function freshCuils(start: string, count: number): string[] {
  const found: string[] = [];
  for (let body = 0; found.length < count; body++) {
    for (let check = 0; check <= 9; check++) {
      const cuil = `${start}${String(body).padStart(10 - start.length, '0')}${check}`;
      if (validateCuil(cuil) === null) {
        found.push(cuil);
        break;
      }
    }
  }
  return found;
}

describe.each(databaseKinds)('el marketing de la tienda en el back office en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    admin = await staffToken(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => c.call(method, url, payload, { authorization: `Bearer ${admin}` });
  const auditOf = (entity: string) =>
    t.db.query<{ action: string; entity_id: string | null; before: unknown; after: unknown }>(
      'SELECT action, entity_id, before, after FROM audit_log WHERE entity = $1 ORDER BY id',
      [entity],
    );

  describe('banners', () => {
    const desktop = async () => {
      const res = await call('GET', '/api/backoffice/banners');
      expect(is(res.json(), StaffBannersResponse)).toBe(true);
      return (res.json().banners as StaffBanner[]).filter((banner) => banner.kind === 'desktop');
    };
    const home = async () => ((await c.call('GET', '/api/banner/desktop')).json().banners as { id: number }[]).map((banner) => banner.id);
    const catalogueVersion = async () => Number((await t.db.query<{ v: string }>('SELECT last_value::text AS v FROM catalogue_version'))[0]!.v);

    it('reorders a set at once on the home, adds a picture that was uploaded and renumbers on delete', async () => {
      const set = await desktop();
      expect(set.map((banner) => banner.position)).toEqual(set.map((_, index) => index));
      expect(await home()).toEqual(set.map((banner) => banner.id));

      const last = set.at(-1)!;
      const version = await catalogueVersion();
      const moved = await call('PUT', `/api/backoffice/banners/${last.id}`, { position: 0, alt: 'Ofertas de la semana' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().banner).toMatchObject({ id: last.id, position: 0, alt: 'Ofertas de la semana' });
      const reordered = [last.id, ...set.slice(0, -1).map((banner) => banner.id)];
      expect(await home()).toEqual(reordered);
      expect((await desktop()).map((banner) => [banner.id, banner.position])).toEqual(reordered.map((id, index) => [id, index]));
      // The pages rendered with the old order are stale from now on.
      expect(await catalogueVersion()).toBeGreaterThan(version);

      // Past the end: last.
      expect((await call('PUT', `/api/backoffice/banners/${last.id}`, { position: 99 })).json().banner.position).toBe(set.length - 1);

      const added = await call('POST', '/api/backoffice/banners', { kind: 'desktop', url: set[0]!.url, alt: 'Otra vez la primera' });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().banner).toMatchObject({ kind: 'desktop', url: set[0]!.url, position: set.length });
      for (const url of ['no-existe.webp', '../../etc/passwd', 'banner/../x.webp']) {
        const res = await call('POST', '/api/backoffice/banners', { kind: 'desktop', url, alt: 'Nada' });
        expect([res.statusCode, res.json().message], url).toEqual([400, 'No encontramos esa imagen: vuelve a subirla.']);
      }
      expect((await call('POST', '/api/backoffice/banners', { kind: 'desktop', url: set[0]!.url, alt: '  ' })).json().message).toBe(
        'Describe la imagen para quien no la ve.',
      );

      const first = (await desktop())[0]!;
      const removed = await call('DELETE', `/api/backoffice/banners/${first.id}`);
      expect(removed.json()).toEqual({ ok: true, message: 'Banner eliminado.' });
      const left = await desktop();
      expect(left.map((banner) => banner.id)).not.toContain(first.id);
      expect(left.map((banner) => banner.position)).toEqual(left.map((_, index) => index));
      expect(await home()).toEqual(left.map((banner) => banner.id));
      expect((await call('DELETE', `/api/backoffice/banners/${first.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/backoffice/banners/${first.id}`, { position: 0 })).statusCode).toBe(404);

      expect((await auditOf('banner')).map((row) => [row.action, row.entity_id])).toEqual([
        ['update', String(last.id)],
        ['update', String(last.id)],
        ['create', String(added.json().banner.id)],
        ['delete', String(first.id)],
      ]);
      const [firstChange] = await auditOf('banner');
      expect(firstChange).toMatchObject({ before: { position: set.length - 1, alt: last.alt }, after: { position: 0, alt: 'Ofertas de la semana' } });
    });
  });

  describe('coupons', () => {
    const validate = (code: string) => c.call('POST', '/api/coupons/validate', { code, purchaseAmount: 100_000 });
    const draft = { code: 'primavera25', discountType: 'PERCENTAGE', discountValue: 25, validUntil: '2031-12-31', maxUses: 2, active: true };

    it('creates a coupon the cart takes at once, until the end of its last day in Argentina', async () => {
      const res = await call('POST', '/api/backoffice/coupons', draft);
      expect(res.statusCode, res.body).toBe(201);
      const coupon = res.json().coupon as StaffCoupon;
      expect(coupon).toEqual({
        id: expect.any(Number),
        code: 'PRIMAVERA25',
        discountType: 'PERCENTAGE',
        discountValue: 25,
        // 23:59:59.999 of 31 December in Buenos Aires (UTC−3).
        expiresAt: '2032-01-01T02:59:59.999Z',
        maxUses: 2,
        uses: 0,
        active: true,
      });
      expect((await validate('Primavera25')).json()).toMatchObject({ ok: true, discountAmount: 25_000 });
      const listed = await call('GET', '/api/backoffice/coupons');
      expect(is(listed.json(), StaffCouponsResponse)).toBe(true);
      expect(listed.json().coupons[0]).toEqual(coupon);

      const taken = await call('POST', '/api/backoffice/coupons', { ...draft, code: 'PRIMAVERA25' });
      expect([taken.statusCode, taken.json().message]).toEqual([409, 'Ya hay un cupón con el código PRIMAVERA25.']);
      // Two saves of one new code at the same moment: one is created, the other told why.
      const both = await Promise.all([1, 2].map(() => call('POST', '/api/backoffice/coupons', { ...draft, code: 'OTONO30' })));
      expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      for (const [change, message] of [
        [{ validUntil: '2031-02-30' }, 'La fecha debe ser un día que exista, como AAAA-MM-DD.'],
        [{ discountValue: 150 }, 'Un porcentaje no puede superar 100.'],
        [{ discountValue: 0 }, 'El descuento debe ser mayor que cero.'],
        [{ maxUses: 0 }, 'El límite de usos debe ser al menos 1.'],
        [{ code: 'DOS PALABRAS' }, 'El código del cupón no puede tener espacios.'],
      ] as const) {
        const refused = await call('POST', '/api/backoffice/coupons', { ...draft, code: 'OTRO', ...change });
        expect([refused.statusCode, refused.json().message], JSON.stringify(change)).toEqual([400, message]);
      }
    });

    it('edits a coupon, and the cart honours whether it is active, its last day and its uses', async () => {
      const id = (await call('POST', '/api/backoffice/coupons', { ...draft, code: 'INVIERNO10', discountValue: 10 })).json().coupon.id;
      const edit = (change: object) => call('PUT', `/api/backoffice/coupons/${id}`, { ...draft, code: 'INVIERNO10', discountValue: 10, ...change });

      expect((await edit({ active: false })).json()).toMatchObject({ ok: true, coupon: { active: false }, message: 'Cupón actualizado.' });
      expect([(await validate('INVIERNO10')).statusCode, (await validate('INVIERNO10')).json().message]).toEqual([404, 'El cupón ingresado no existe.']);

      await edit({ validUntil: '2020-01-31' });
      expect([(await validate('INVIERNO10')).statusCode, (await validate('INVIERNO10')).json().message]).toEqual([410, 'El cupón ingresado está vencido.']);

      // A use by a real order: the list shows it, and with one use allowed the cart refuses the next.
      expect((await edit({ validUntil: null, maxUses: 1, discountType: 'FIXED', discountValue: 500 })).json().coupon).toMatchObject({ expiresAt: null, maxUses: 1 });
      const [product] = await c.products(2);
      const order = await c.guestOrder(await c.payload([{ product: product!, quantity: 1 }], { coupon: 'invierno10', store: 'Sucursal Centro' }));
      expect(order.statusCode, order.body).toBe(201);
      expect(((await call('GET', '/api/backoffice/coupons')).json().coupons as StaffCoupon[]).find((coupon) => coupon.id === id)!.uses).toBe(1);
      expect([(await validate('INVIERNO10')).statusCode, (await validate('INVIERNO10')).json().message]).toEqual([410, 'El cupón ingresado ya no tiene usos disponibles.']);
      expect((await edit({ validUntil: null, maxUses: 5, discountType: 'FIXED', discountValue: 500 })).statusCode).toBe(200);
      expect((await validate('INVIERNO10')).json()).toMatchObject({ ok: true, discountAmount: 500 });

      expect((await edit({ code: 'bienvenida10' })).statusCode).toBe(409);
      expect((await call('PUT', '/api/backoffice/coupons/999999', draft)).statusCode).toBe(404);

      const audit = (await auditOf('coupon')).filter((row) => row.entity_id === String(id));
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update', 'update']);
      expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    });
  });

  describe('credit lines', () => {
    const [fresh, second, third] = freshCuils('24', 3) as [string, string, string];
    const header = 'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota';
    const search = async (cuil: string) => {
      const res = await call('GET', `/api/backoffice/credit-lines?cuil=${cuil}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(is(res.json(), CreditLinesResponse)).toBe(true);
      return res.json() as { creditLines: { cuil: string; maximoCapital: number }[]; total: number };
    };

    it('imports a good file (new lines added, known ones updated) and finds lines by the first digits of a CUIL', async () => {
      const all = (await search('')).total;
      const csv = [header, `${fresh},APROBADO,Cupo nuevo.,1500000,120000`, `${second},RECHAZADO,No califica.,0,0`, '20301112220,APROBADO,Cupo ampliado.,2500000,300000'].join('\n');
      const res = await call('POST', '/api/backoffice/credit-lines/import', { csv });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, count: 3, message: `Cargamos 3 líneas de crédito; hay ${all + 2} en total.` });

      expect((await search(fresh)).creditLines).toEqual([
        { cuil: fresh, resultado: 'APROBADO', respuestaMotor: 'Cupo nuevo.', maximoCapital: 1_500_000, maximoCuota: 120_000 },
      ]);
      expect((await search('20301112220')).creditLines[0]!.maximoCapital).toBe(2_500_000);
      const byPrefix = await search(fresh.slice(0, 9));
      expect(byPrefix.creditLines.map((line) => line.cuil)).toEqual([fresh, second].sort());
      expect(byPrefix.total).toBe(2);
      const everything = await search('');
      expect([everything.total, everything.creditLines.length]).toEqual([all + 2, Math.min(50, all + 2)]);
      expect((await call('GET', '/api/backoffice/credit-lines?cuil=20-30')).statusCode).toBe(400);

      const [audit] = (await auditOf('credit_lines')).slice(-1);
      expect(audit).toMatchObject({ action: 'import', entity_id: null, before: { lines: all }, after: { lines: all + 2, imported: 3 } });
    });

    it('refuses a file with errors by line number and changes nothing', async () => {
      const before = await t.db.query('SELECT * FROM credit_lines ORDER BY cuil');
      const audits = (await auditOf('credit_lines')).length;
      const csv = [header, `${third},APROBADO,Cupo.,1000,100`, '20301112220,APROBADO,Otro cupo.,mucho,100', `${third},APROBADO,Repetido.,1000,100`].join('\n');
      const res = await call('POST', '/api/backoffice/credit-lines/import', { csv });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        ok: false,
        message: 'El archivo tiene errores: no se cargó nada.',
        errors: [
          { line: 3, message: expect.stringContaining('maximo_capital "mucho" no es un importe.') },
          { line: 4, message: expect.stringContaining(`el CUIL ${third} ya figura más arriba.`) },
        ],
      });
      const noHeader = await call('POST', '/api/backoffice/credit-lines/import', { csv: 'cuil,resultado\n20301112220,APROBADO' });
      expect(noHeader.json().errors).toEqual([{ line: 1, message: expect.stringContaining('Faltan columnas en el encabezado') }]);
      expect((await call('POST', '/api/backoffice/credit-lines/import', { csv: header })).statusCode).toBe(422);
      expect(await t.db.query('SELECT * FROM credit_lines ORDER BY cuil')).toEqual(before);
      expect(await auditOf('credit_lines')).toHaveLength(audits);
    });
  });
});
