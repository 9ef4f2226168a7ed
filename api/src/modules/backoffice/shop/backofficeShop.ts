import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import {
  BannerBody,
  BannerChangeBody,
  CouponBody,
  CreditLinesQuery,
  CreditLinesResponse,
  CsvImportBody,
  CsvImportFailure,
  CsvImportResponse,
  IdParams,
  MessageResponse,
  StaffBannerResponse,
  StaffBannersResponse,
  StaffCouponResponse,
  StaffCouponsResponse,
  type CouponDraft,
  type CsvLineError,
} from '@tienda/domain';
import type { Database } from '../../../db/database';
import { contract, type ShopPlugin } from '../../../http/contract';
import { HttpError } from '../../../http/errors';
import { importCreditLines, parseCreditLines } from '../../loans/creditLinesCsv';
import { missingImages } from '../catalogue/catalogueImages';
import { CREDIT_LINES_CSV_LIMIT } from '../../../http/bodyLimits';
import { csvImportLimit } from '../../../csv/csvImportLimit';
import { rateLimitPlugin } from '../../auth/rateLimits';
import { writeAudit } from '../auditLog';
import {
  allBanners,
  allCoupons,
  bannerById,
  bannerOrder,
  couponById,
  couponCodeTaken,
  creditLineCount,
  creditLinesStartingWith,
  deleteBanner,
  insertBanner,
  insertCoupon,
  lockBanners,
  renumberBanners,
  updateBannerAlt,
  updateCoupon,
} from './shopQueries';

type BackofficeShopOptions = { db: Database; imagesDir: string; csvImportsPerHour: number };

const ADMINS = ['admin'] as const;
const BANNER_NOT_FOUND = 'No encontramos ese banner.';
const COUPON_NOT_FOUND = 'No encontramos ese cupón.';

/** A coupon's fields as they are kept: the code in capitals (the shop finds it in any case). */
const couponDraft = (body: CouponDraft): CouponDraft => ({ ...body, code: body.code.trim().toUpperCase() });

/** parseCreditLines' problems ('Línea 3: …', or one about the header) by their line in the file. */
function lineErrors(errors: readonly string[]): CsvLineError[] {
  return errors.map((error) => {
    const numbered = /^Línea (\d+): (.*)$/s.exec(error);
    return numbered ? { line: Number(numbered[1]), message: numbered[2]! } : { line: 1, message: error };
  });
}

/**
 * The shop's marketing, for admins: the home's banners (added from an uploaded picture, reordered,
 * removed), the coupons and the pre-approved credit lines. Every change is audited in its own
 * transaction.
 */
const backofficeShopRoutes: ShopPlugin<BackofficeShopOptions> = async (app, { db, imagesDir, csvImportsPerHour }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const schema = { tags: ['Back office'], security: [{ bearer: [] }] };
  const onRequest = app.authenticateStaff(ADMINS);
  const bannerAnswer = { 200: contract(StaffBannerResponse) };

  app.get('/api/backoffice/banners', { schema: { ...schema, response: { 200: contract(StaffBannersResponse) } }, onRequest }, async () => ({
    ok: true,
    banners: await allBanners(db),
  }));

  app.post(
    '/api/backoffice/banners',
    { schema: { ...schema, body: contract(BannerBody), response: { 201: contract(StaffBannerResponse) } }, onRequest },
    async (request, reply) => {
      const { kind, url, alt } = request.body;
      // The name the upload gave (POST /api/backoffice/images/banner): a picture of the banners' folder.
      if ((await missingImages(imagesDir, 'banner', [url])).length > 0) throw new HttpError(400, 'No encontramos esa imagen: vuelve a subirla.');
      const banner = await db.transaction(async (tx) => {
        await lockBanners(tx);
        const created = await insertBanner(tx, { kind, url, alt });
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'create', entity: 'banner', entityId: created.id, before: null, after: created });
        return created;
      });
      return reply.status(201).send({ ok: true, banner, message: 'Banner agregado.' });
    },
  );

  app.put(
    '/api/backoffice/banners/:id',
    { schema: { ...schema, params: contract(IdParams), body: contract(BannerChangeBody), response: bannerAnswer }, onRequest },
    async (request) => {
      const { id } = request.params;
      const { alt, position } = request.body;
      const banner = await db.transaction(async (tx) => {
        await lockBanners(tx);
        const before = await bannerById(tx, id);
        if (!before) throw new HttpError(404, BANNER_NOT_FOUND);
        if (alt !== undefined) await updateBannerAlt(tx, id, alt);
        if (position !== undefined) {
          // The others make room: the set is numbered again from 0, the moved one at its new place (or last).
          const others = (await bannerOrder(tx, before.kind)).filter((other) => other !== id);
          others.splice(Math.min(position, others.length), 0, id);
          await renumberBanners(tx, others);
        }
        const after = (await bannerById(tx, id))!;
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        if (changed) await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity: 'banner', entityId: id, before, after });
        return after;
      });
      return { ok: true, banner, message: 'Banner actualizado.' };
    },
  );

  app.delete(
    '/api/backoffice/banners/:id',
    { schema: { ...schema, params: contract(IdParams), response: { 200: contract(MessageResponse) } }, onRequest },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockBanners(tx);
        const before = await bannerById(tx, id);
        if (!before) throw new HttpError(404, BANNER_NOT_FOUND);
        await deleteBanner(tx, id);
        await renumberBanners(tx, await bannerOrder(tx, before.kind));
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'delete', entity: 'banner', entityId: id, before, after: null });
      });
      return { ok: true, message: 'Banner eliminado.' };
    },
  );

  const couponAnswer = contract(StaffCouponResponse);

  app.get('/api/backoffice/coupons', { schema: { ...schema, response: { 200: contract(StaffCouponsResponse) } }, onRequest }, async () => ({
    ok: true,
    coupons: await allCoupons(db),
  }));

  app.post('/api/backoffice/coupons', { schema: { ...schema, body: contract(CouponBody), response: { 201: couponAnswer } }, onRequest }, async (request, reply) => {
    const draft = couponDraft(request.body);
    const coupon = await db.transaction(async (tx) => {
      if (await couponCodeTaken(tx, draft.code, null)) throw new HttpError(409, `Ya hay un cupón con el código ${draft.code}.`);
      const created = await insertCoupon(tx, draft);
      await writeAudit(tx, { staffId: request.staff.staffId, action: 'create', entity: 'coupon', entityId: created.id, before: null, after: created });
      return created;
    });
    return reply.status(201).send({ ok: true, coupon, message: 'Cupón creado.' });
  });

  app.put(
    '/api/backoffice/coupons/:id',
    { schema: { ...schema, params: contract(IdParams), body: contract(CouponBody), response: { 200: couponAnswer } }, onRequest },
    async (request) => {
      const { id } = request.params;
      const draft = couponDraft(request.body);
      const coupon = await db.transaction(async (tx) => {
        const before = await couponById(tx, id);
        if (!before) throw new HttpError(404, COUPON_NOT_FOUND);
        if (await couponCodeTaken(tx, draft.code, id)) throw new HttpError(409, `Ya hay un cupón con el código ${draft.code}.`);
        const after = (await updateCoupon(tx, id, draft))!;
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        if (changed) await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity: 'coupon', entityId: id, before, after });
        return after;
      });
      return { ok: true, coupon, message: 'Cupón actualizado.' };
    },
  );

  app.post(
    '/api/backoffice/credit-lines/import',
    {
      schema: { ...schema, body: contract(CsvImportBody), response: { 200: contract(CsvImportResponse), 422: contract(CsvImportFailure) } },
      bodyLimit: CREDIT_LINES_CSV_LIMIT,
      config: { rateLimit: csvImportLimit(csvImportsPerHour) },
      onRequest,
    },
    async (request, reply) => {
      const { lines, errors } = await parseCreditLines(request.body.csv);
      if (errors.length > 0 || lines.length === 0) {
        const problems = errors.length > 0 ? lineErrors(errors) : [{ line: 2, message: 'El archivo no tiene líneas de crédito.' }];
        return reply.status(422).send({ ok: false, message: 'El archivo tiene errores: no se cargó nada.', errors: problems });
      }
      const total = await db.transaction(async (tx) => {
        const before = await creditLineCount(tx);
        await importCreditLines(tx, lines);
        const after = await creditLineCount(tx);
        await writeAudit(tx, {
          staffId: request.staff.staffId,
          action: 'import',
          entity: 'credit_lines',
          entityId: null,
          before: { lines: before },
          after: { lines: after, imported: lines.length },
        });
        return after;
      });
      return { ok: true, count: lines.length, message: `Cargamos ${lines.length} líneas de crédito; hay ${total} en total.` };
    },
  );

  app.get(
    '/api/backoffice/credit-lines',
    { schema: { ...schema, querystring: contract(CreditLinesQuery), response: { 200: contract(CreditLinesResponse) } }, onRequest },
    async (request) => ({ ok: true, ...(await creditLinesStartingWith(db, request.query.cuil ?? '')) }),
  );
};

export const backofficeShop = fp(backofficeShopRoutes, { name: 'backofficeShop', dependencies: ['staffAuthentication'], encapsulate: true });
