import { array, boolean, enums, integer, literal, max, min, number, object, optional, refine, string, type, type Infer } from 'superstruct';
import { boundedString, cappedArray, Id, IdNumber, MultilineText, PageNumber, ShortText } from './common';
import { INTERNAL_TAX_RATE_INVALID, isInternalTaxRate, isIvaRate, IVA_RATE_INVALID } from '../taxes';

/** A price as prices are stored (numeric(14, 2)): never negative, never Infinity. */
const Price = max(min(number(), 0), 999_999_999_999);
/** Units in stock, as the ERP counts them. */
const Stock = refine(integer(), 'stock', (value) => (value >= 0 && value <= 1_000_000) || 'El stock debe ser un número entero entre 0 y 1.000.000.');

/** IVA in percent: 21 (general) or 10.5 (the reduced-rate list). */
const IvaRate = refine(number(), 'ivaRate', (value) => isIvaRate(value) || IVA_RATE_INVALID);
/** Internal taxes, nominal, in percent: 0 where none apply. */
const InternalTaxRate = refine(number(), 'internalTaxRate', (value) => isInternalTaxRate(value) || INTERNAL_TAX_RATE_INVALID);

/** A text the staff must fill in, in a sentence that says which. */
export const RequiredText = (maxLength: number, missing: string) => refine(ShortText(maxLength), 'required', (value) => value.length > 0 || missing);

/** How many pictures a product may have; the first is the one shown. */
export const MAX_PRODUCT_IMAGES = 10;
/** Products on a page of the back office's list. */
export const STAFF_PRODUCTS_PER_PAGE = 25;

/** A product as the back office edits it: every field the shop keeps, active or not. Dates in ISO 8601. */
export const StaffProduct = object({
  id: IdNumber,
  name: string(),
  /** Sanitised HTML, as the product page shows it. */
  description: string(),
  /** List price (the instalments' total). */
  price: number(),
  /** Cash price ('al contado'). */
  finalPrice: number(),
  /** Value of each of the 6 fixed instalments. */
  installmentCost: number(),
  stock: integer(),
  categoryId: IdNumber,
  categoryName: string(),
  brandId: IdNumber,
  brandName: string(),
  highlighted: boolean(),
  /** An inactive product is not shown, sold or found by shoppers. */
  active: boolean(),
  /** Image file names under /product/; the first is the one shown. */
  images: array(string()),
  updatedAt: string(),
  /** The national taxes the price contains, in percent: IVA (21 or 10.5) and internal taxes (nominal). */
  ivaRate: number(),
  internalTaxRate: number(),
});
export type StaffProduct = Infer<typeof StaffProduct>;

export const STAFF_PRODUCT_SORTS = ['name', '-name', 'price', '-price', 'stock', '-stock', 'updated', '-updated'] as const;
export type StaffProductSort = (typeof STAFF_PRODUCT_SORTS)[number];

/**
 * GET /api/backoffice/products?q=&categoryId=&brandId=&status=&sort=&page=: a page of the catalogue.
 * `q` is a product number or words of its name; `status` 'active', 'inactive' or 'out-of-stock' (active
 * with no units);
 * `sort` a column, '-' first for descending (default '-updated').
 */
export const StaffProductsQuery = type({
  q: optional(ShortText(100)),
  categoryId: optional(Id),
  brandId: optional(Id),
  status: optional(enums(['active', 'inactive', 'out-of-stock'])),
  sort: optional(enums(STAFF_PRODUCT_SORTS)),
  page: optional(PageNumber),
});
export type StaffProductsFilter = Infer<typeof StaffProductsQuery>;

export const StaffProductsResponse = object({
  ok: literal(true),
  products: array(StaffProduct),
  page: integer(),
  totalPages: integer(),
  total: integer(),
});

/**
 * POST /api/backoffice/products and PUT /api/backoffice/products/{id}: the whole product. On an
 * edit `stock` goes only when the person changed it: orders move the units while the form is open,
 * and saving a price must not put back units already sold. A new product without it has none.
 */
export const ProductDraftBody = type({
  name: RequiredText(200, 'Indica el nombre del producto.'),
  /** HTML; the server keeps only what the product page may show (sanitised). */
  description: MultilineText(50_000),
  price: Price,
  finalPrice: Price,
  installmentCost: Price,
  stock: optional(Stock),
  categoryId: IdNumber,
  brandId: IdNumber,
  highlighted: boolean(),
  active: boolean(),
  images: cappedArray(ShortText(200), MAX_PRODUCT_IMAGES),
  ivaRate: IvaRate,
  internalTaxRate: InternalTaxRate,
});
export type ProductDraft = Infer<typeof ProductDraftBody>;

/** PUT /api/backoffice/products/{id}/stock: only the units in stock (what an operador may change). */
export const ProductStockBody = type({ stock: Stock });

/** GET, POST and PUT of one product. */
export const StaffProductResponse = object({ ok: literal(true), product: StaffProduct, message: string() });

/** POST /api/backoffice/images/{kind} (multipart, field `file`): the picture re-encoded, by its new file name. */
export const IMAGE_KINDS = ['product', 'banner'] as const;
export const ImageKindParams = object({ kind: enums(IMAGE_KINDS) });
export const UploadedImageResponse = object({ ok: literal(true), name: string() });

/** Whether a category or brand is offered to shoppers. */
export const TAXONOMY_STATUSES = ['activa', 'inactiva'] as const;
export type TaxonomyStatus = (typeof TAXONOMY_STATUSES)[number];

/** A category or a brand as the back office lists it, with how many products it holds. */
export const TaxonomyEntry = object({ id: IdNumber, name: string(), status: enums(TAXONOMY_STATUSES), productCount: integer() });
export type TaxonomyEntry = Infer<typeof TaxonomyEntry>;

/** GET /api/backoffice/categories and /api/backoffice/brands: every one, by name. */
export const TaxonomyListResponse = object({ ok: literal(true), entries: array(TaxonomyEntry) });

/** POST /api/backoffice/{categories|brands} and PUT …/{id} */
export const TaxonomyBody = type({ name: RequiredText(60, 'Indica el nombre.'), status: enums(TAXONOMY_STATUSES) });
export type TaxonomyDraft = Infer<typeof TaxonomyBody>;
export const TaxonomyEntryResponse = object({ ok: literal(true), entry: TaxonomyEntry, message: string() });

/**
 * POST /api/backoffice/products/prices-and-stock and /api/backoffice/credit-lines/import: a CSV file's
 * text. Nothing changes unless every line is right.
 */
export const CSV_TEXT_MAX_LENGTH = 20_000_000;
export const CsvImportBody = type({
  csv: refine(boundedString(CSV_TEXT_MAX_LENGTH, 'El archivo es demasiado grande.'), 'csv', (value) => value.length > 0 || 'El archivo está vacío.'),
});
/** A CSV imported whole: how many lines it changed. */
export const CsvImportResponse = object({ ok: literal(true), count: integer(), message: string() });
/** A CSV refused (422): nothing changed; each wrong line by its number in the file (the header is line 1). */
export const CsvLineError = object({ line: integer(), message: string() });
export type CsvLineError = Infer<typeof CsvLineError>;
export const CsvImportFailure = object({ ok: literal(false), message: string(), errors: array(CsvLineError) });
