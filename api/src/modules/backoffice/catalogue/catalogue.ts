import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import {
  CsvImportBody,
  CsvImportFailure,
  CsvImportResponse,
  IdParams,
  ImageKindParams,
  ProductDraftBody,
  ProductStockBody,
  STAFF_PRODUCTS_PER_PAGE,
  StaffProductResponse,
  StaffProductsQuery,
  StaffProductsResponse,
  TaxonomyBody,
  TaxonomyEntryResponse,
  TaxonomyListResponse,
  UploadedImageResponse,
  installmentPricesProblem,
  sanitizeHtml,
  type ProductDraft,
} from '@tienda/domain';
import type { Database, Queryable } from '../../../db/database';
import { contract, type ShopPlugin } from '../../../http/contract';
import { HttpError } from '../../../http/errors';
import { writeAudit } from '../auditLog';
import { CATALOGUE_IMAGE_MAX_BYTES, missingImages, readImageUpload, saveCatalogueImage, toCatalogueImage } from './catalogueImages';
import { PRICES_AND_STOCK_CSV_LIMIT, PRODUCT_BODY_LIMIT } from '../../../http/bodyLimits';
import { csvImportLimit } from '../../../csv/csvImportLimit';
import { rateLimitPlugin } from '../../auth/rateLimits';
import { firstProblems, MAX_LISTED_ERRORS, parsePricesAndStock, pricesAndStockCsv, refusedChanges } from './pricesAndStockCsv';
import {
  applyPricesAndStock,
  brandExists,
  categoryExists,
  insertProduct,
  staffProductById,
  staffProductsPage,
  updateProduct,
  updateStock,
} from './staffProductQueries';
import { insertTaxonomy, lockTaxonomy, nameTaken, taxonomyEntries, taxonomyEntry, updateTaxonomy, type TaxonomyTable } from './taxonomyQueries';

type CatalogueOptions = { db: Database; imagesDir: string; csvImportsPerHour: number };

const ADMINS = ['admin'] as const;
/**
 * What an operador may do in the catalogue: read the product list, change a product's stock
 * (PUT …/{id}/stock), export the prices-and-stock file and import one that has only the stock
 * column (besides id and nombre). Everything else here is the admins'.
 */
const STOCK_KEEPERS = ['admin', 'operador'] as const;

const PRODUCT_NOT_FOUND = 'No encontramos ese producto.';

/**
 * The back office's catalogue: products (list and search, edit, stock), their pictures and the
 * banners', categories and brands, and the ERP's prices-and-stock file. Every change is written
 * with its audit row in one transaction.
 */
const catalogueRoutes: ShopPlugin<CatalogueOptions> = async (app, { db, imagesDir, csvImportsPerHour }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  await app.register(multipart, { limits: { fileSize: CATALOGUE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });
  const tags = ['Back office'];
  const security = [{ bearer: [] }];
  const oneProduct = { 200: contract(StaffProductResponse) };

  /** The draft as it is stored, or a 422 that says which of its prices or references is wrong. */
  async function checkedDraft(draft: ProductDraft): Promise<ProductDraft> {
    // Prices whose "6 cuotas fijas" could not be disclosed are no offer the shop can make.
    const pricing = installmentPricesProblem({ price: draft.price, final_price: draft.finalPrice, internal_cost: draft.installmentCost });
    if (pricing) throw new HttpError(422, pricing);
    if (!(await categoryExists(db, draft.categoryId))) throw new HttpError(422, 'La categoría elegida no existe. Elige una de la lista.');
    if (!(await brandExists(db, draft.brandId))) throw new HttpError(422, 'La marca elegida no existe. Elige una de la lista.');
    const [missing] = await missingImages(imagesDir, 'product', draft.images);
    if (missing !== undefined) throw new HttpError(422, `No encontramos la imagen "${missing}": súbela de nuevo.`);
    return { ...draft, description: sanitizeHtml(draft.description).trim() };
  }

  const productAfter = async (tx: Queryable, id: number) => (await staffProductById(tx, id))!;

  app.get(
    '/api/backoffice/products',
    {
      schema: { tags, security, querystring: contract(StaffProductsQuery), response: { 200: contract(StaffProductsResponse) } },
      onRequest: app.authenticateStaff(STOCK_KEEPERS),
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { products, total } = await staffProductsPage(db, request.query);
      return { ok: true, products, page, total, totalPages: Math.max(1, Math.ceil(total / STAFF_PRODUCTS_PER_PAGE)) };
    },
  );

  // The ERP's file: every product, by id. A download, so not on /docs (no JSON answer to describe).
  app.get('/api/backoffice/products/prices-and-stock.csv', { schema: { hide: true }, onRequest: app.authenticateStaff(STOCK_KEEPERS) }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="precios-y-stock.csv"')
      .header('cache-control', 'no-store')
      .send(pricesAndStockCsv(db)),
  );

  app.post(
    '/api/backoffice/products/prices-and-stock',
    {
      schema: { tags, security, body: contract(CsvImportBody), response: { 200: contract(CsvImportResponse), 422: contract(CsvImportFailure) } },
      onRequest: app.authenticateStaff(STOCK_KEEPERS),
      bodyLimit: PRICES_AND_STOCK_CSV_LIMIT,
      config: { rateLimit: csvImportLimit(csvImportsPerHour) },
    },
    async (request, reply) => {
      const parsed = await parsePricesAndStock(request.body.csv);
      if (parsed.changesPrices && request.staff.role !== 'admin') {
        throw new HttpError(403, 'Tu rol solo permite importar el stock: deja en el archivo las columnas id y stock.');
      }
      const refuse = ({ errors, total }: ReturnType<typeof firstProblems>) =>
        reply.status(422).send({
          ok: false,
          message:
            total === 1
              ? 'El archivo tiene 1 línea con errores: no se cambió nada.'
              : `El archivo tiene ${total.toLocaleString('es-AR')} líneas con errores: no se cambió nada.${total > MAX_LISTED_ERRORS ? ` Se muestran las primeras ${MAX_LISTED_ERRORS}.` : ''}`,
          errors,
        });
      const outcome = await db.transaction(async (tx) => {
        const problems = firstProblems(parsed, await refusedChanges(tx, parsed.changes));
        // Nothing is written unless every line is right.
        if (problems.total > 0) return { errors: problems, changed: 0 };
        const changed = await applyPricesAndStock(tx, parsed.changes);
        await writeAudit(tx, {
          staffId: request.staff.staffId,
          action: 'import',
          entity: 'product',
          entityId: null,
          before: null,
          after: { lines: parsed.changes.length, changed, columns: parsed.changesPrices ? 'precios y stock' : 'stock' },
        });
        return { errors: undefined, changed };
      });
      if (outcome.errors) return refuse(outcome.errors);
      const { changed } = outcome;
      const lines = parsed.changes.length;
      return {
        ok: true,
        count: changed,
        message: `Archivo importado: ${lines.toLocaleString('es-AR')} ${lines === 1 ? 'línea' : 'líneas'}, ${changed.toLocaleString('es-AR')} ${changed === 1 ? 'producto cambió' : 'productos cambiaron'}.`,
      };
    },
  );

  app.get(
    '/api/backoffice/products/:id',
    { schema: { tags, security, params: contract(IdParams), response: oneProduct }, onRequest: app.authenticateStaff(ADMINS) },
    async (request) => {
      const product = await staffProductById(db, request.params.id);
      if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
      return { ok: true, product, message: '' };
    },
  );

  app.post(
    '/api/backoffice/products',
    {
      schema: { tags, security, body: contract(ProductDraftBody), response: { 201: contract(StaffProductResponse) } },
      onRequest: app.authenticateStaff(ADMINS),
      bodyLimit: PRODUCT_BODY_LIMIT,
    },
    async (request, reply) => {
      const draft = await checkedDraft(request.body);
      const product = await db.transaction(async (tx) => {
        const created = await productAfter(tx, await insertProduct(tx, draft));
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'create', entity: 'product', entityId: created.id, before: null, after: created });
        return created;
      });
      return reply.status(201).send({ ok: true, product, message: 'Producto creado.' });
    },
  );

  app.put(
    '/api/backoffice/products/:id',
    {
      schema: { tags, security, params: contract(IdParams), body: contract(ProductDraftBody), response: oneProduct },
      onRequest: app.authenticateStaff(ADMINS),
      bodyLimit: PRODUCT_BODY_LIMIT,
    },
    async (request) => {
      const { id } = request.params;
      const draft = await checkedDraft(request.body);
      const product = await db.transaction(async (tx) => {
        const before = await staffProductById(tx, id, { forUpdate: true });
        if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
        await updateProduct(tx, id, draft);
        const after = await productAfter(tx, id);
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity: 'product', entityId: id, before, after });
        return after;
      });
      return { ok: true, product, message: 'Producto guardado.' };
    },
  );

  app.put(
    '/api/backoffice/products/:id/stock',
    {
      schema: { tags, security, params: contract(IdParams), body: contract(ProductStockBody), response: oneProduct },
      onRequest: app.authenticateStaff(STOCK_KEEPERS),
    },
    async (request) => {
      const { id } = request.params;
      const { stock } = request.body;
      const product = await db.transaction(async (tx) => {
        const before = await staffProductById(tx, id, { forUpdate: true });
        if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
        if (before.stock === stock) return before;
        await updateStock(tx, id, stock);
        await writeAudit(tx, { staffId: request.staff.staffId, action: 'stock', entity: 'product', entityId: id, before: { stock: before.stock }, after: { stock } });
        return productAfter(tx, id);
      });
      return { ok: true, product, message: 'Stock actualizado.' };
    },
  );

  app.post(
    '/api/backoffice/images/:kind',
    {
      schema: { tags, security, consumes: ['multipart/form-data'], params: contract(ImageKindParams), response: { 201: contract(UploadedImageResponse) } },
      onRequest: app.authenticateStaff(ADMINS),
    },
    async (request, reply) => {
      const { kind } = request.params;
      const upload = await readImageUpload(request);
      const name = await saveCatalogueImage(imagesDir, kind, await toCatalogueImage(kind, upload));
      // Who put which picture in the shop's folders, even before a product or banner uses it.
      await writeAudit(db, { staffId: request.staff.staffId, action: 'upload', entity: 'image', entityId: name, before: null, after: { kind, name, bytes: upload.length } });
      return reply.status(201).send({ ok: true, name });
    },
  );

  const taxonomies: { path: string; table: TaxonomyTable; entity: string; missing: string; taken: string; saved: string; created: string }[] = [
    {
      path: 'categories',
      table: 'categories',
      entity: 'category',
      missing: 'No encontramos esa categoría.',
      taken: 'Ya hay una categoría con ese nombre.',
      created: 'Categoría creada.',
      saved: 'Categoría guardada.',
    },
    {
      path: 'brands',
      table: 'brands',
      entity: 'brand',
      missing: 'No encontramos esa marca.',
      taken: 'Ya hay una marca con ese nombre.',
      created: 'Marca creada.',
      saved: 'Marca guardada.',
    },
  ];
  for (const { path, table, entity, missing, taken, created, saved } of taxonomies) {
    app.get(
      `/api/backoffice/${path}`,
      // Read by both roles: the products list filters by them, inactive ones included.
      { schema: { tags, security, response: { 200: contract(TaxonomyListResponse) } }, onRequest: app.authenticateStaff(STOCK_KEEPERS) },
      async () => ({ ok: true, entries: await taxonomyEntries(db, table) }),
    );

    app.post(
      `/api/backoffice/${path}`,
      {
        schema: { tags, security, body: contract(TaxonomyBody), response: { 201: contract(TaxonomyEntryResponse) } },
        onRequest: app.authenticateStaff(ADMINS),
      },
      async (request, reply) => {
        const entry = await db.transaction(async (tx) => {
          await lockTaxonomy(tx, table);
          if (await nameTaken(tx, table, request.body.name)) throw new HttpError(409, taken);
          const after = (await taxonomyEntry(tx, table, await insertTaxonomy(tx, table, request.body)))!;
          await writeAudit(tx, { staffId: request.staff.staffId, action: 'create', entity, entityId: after.id, before: null, after });
          return after;
        });
        return reply.status(201).send({ ok: true, entry, message: created });
      },
    );

    app.put(
      `/api/backoffice/${path}/:id`,
      {
        schema: { tags, security, params: contract(IdParams), body: contract(TaxonomyBody), response: { 200: contract(TaxonomyEntryResponse) } },
        onRequest: app.authenticateStaff(ADMINS),
      },
      async (request) => {
        const { id } = request.params;
        const entry = await db.transaction(async (tx) => {
          await lockTaxonomy(tx, table);
          const before = await taxonomyEntry(tx, table, id);
          if (!before) throw new HttpError(404, missing);
          if (before.name === request.body.name && before.status === request.body.status) return before;
          if (await nameTaken(tx, table, request.body.name, id)) throw new HttpError(409, taken);
          await updateTaxonomy(tx, table, id, request.body);
          const after = (await taxonomyEntry(tx, table, id))!;
          await writeAudit(tx, { staffId: request.staff.staffId, action: 'update', entity, entityId: id, before, after });
          return after;
        });
        return { ok: true, entry, message: saved };
      },
    );
  }
};

export const backofficeCatalogue = fp(catalogueRoutes, { name: 'backofficeCatalogue', dependencies: ['staffAuthentication'], encapsulate: true });
