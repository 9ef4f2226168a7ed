import { array, boolean, coerce, enums, integer, literal, max, min, nullable, number, object, optional, refine, string, type, type Infer } from 'superstruct';
import { cappedArray, Id, IdNumber, PageNumber, ShortText } from './common';

/** Categories or brands picked at once in a listing: far more than the shop has, far fewer than a flood. */
export const MAX_FILTER_IDS = 100;
const Ids = cappedArray(IdNumber, MAX_FILTER_IDS);
// A price as prices are stored (numeric(14, 2)): never negative, never Infinity (JSON's 1e400).
const Price = max(min(number(), 0), 999_999_999_999);

/** PUT /api/product/category */
export const ProductsByCategoryBody = type({ categoryIds: Ids });

/** PUT /api/product/filter/{pageNumber} — 'desc' is 'Los más caros', 'asc' 'Los más baratos'. */
export const ProductFilterBody = type({
  categoryIds: optional(Ids),
  brandIds: optional(Ids),
  minPrice: optional(Price),
  maxPrice: optional(Price),
  search: optional(ShortText(100)),
  sort: optional(enums(['asc', 'desc'])),
  pageNumber: optional(integer()),
});
export type ProductFilter = Infer<typeof ProductFilterBody>;

export const IdParams = object({ id: Id });
export const PageParams = object({ pageNumber: PageNumber });

/** GET /api/product?page=&limit= (limit up to the spec's category page size of 100). */
export const ProductPageQuery = type({
  page: optional(PageNumber),
  limit: optional(coerce(max(min(integer(), 1), 100), string(), Number)),
});

/** GET /api/brand?categoryIds=a,b (comma-joined, as the spec's storefront sends them). */
export const BrandQuery = type({
  categoryIds: optional(
    coerce(Ids, string(), (value) => (value.trim() === '' ? [] : value.split(',').map((id) => (/^\d+$/.test(id.trim()) ? Number(id) : id)))),
  ),
});

/** GET /api/product/search?q= */
export const SearchQuery = type({ q: ShortText(100) });

export const PRODUCTS_PER_PAGE = 12;

/** A price as the catalogue writes it for shoppers: a numeric string ('339999.00'). */
const PriceText = refine(string(), 'priceText', (value) => /^\d+(\.\d+)?$/.test(value));

const productFields = {
  id: IdNumber,
  name: string(),
  /** HTML. */
  description: string(),
  price: number(),
  /** Cash price ('al contado'), sent as a numeric string. */
  final_price: PriceText,
  /** Value of each of the INSTALLMENTS_SHOWN fixed instalments. */
  internal_cost: number(),
  stock: integer(),
  highlighted: boolean(),
  /** Image names; the first is the one shown. */
  images: object({ default: array(string()) }),
  category: object({ id: IdNumber, name: string() }),
};

/**
 * The national taxes the product's price contains, in percent: IVA (21 or 10.5) and internal taxes
 * (nominal, 0 where none apply). The shop computes the 'Precio sin impuestos nacionales' from them
 * (domain taxes.ts), for the product and for every cart and order line it becomes.
 */
const taxRateFields = { iva_rate: number(), internal_tax_rate: number() };

/**
 * The "6 cuotas fijas" a product's three figures imply (installmentOfferRates), disclosed with every price in
 * instalments: rates in percent a year, two decimals. Null when the figures make no sense: no offer is made.
 */
export const InstallmentOffer = object({
  installments: integer(),
  installment: number(),
  cashPrice: number(),
  totalFinanced: number(),
  tna: number(),
  tea: number(),
  cftea: number(),
});
export type InstallmentOffer = Infer<typeof InstallmentOffer>;

/**
 * A product as the shop shows it and the cart keeps it (spec §3 Product: its brand is a name). The
 * server also sends the brand's id, which a cart kept by an older version of the shop may lack.
 */
export const Product = object({
  ...productFields,
  brand: object({ id: optional(IdNumber), name: string() }),
  // A cart kept by an older version of the shop lacks it; the screens compute it from the three figures.
  installmentOffer: optional(nullable(InstallmentOffer)),
  // A cart kept by an older version lacks them: the general rates apply until the catalogue refreshes it.
  iva_rate: optional(taxRateFields.iva_rate),
  internal_tax_rate: optional(taxRateFields.internal_tax_rate),
});
export type Product = Infer<typeof Product>;

/** A product as the server sends it: the same, with its brand's id (the product page links to the brand) and its offer's disclosure. */
export const ListedProduct = object({
  ...productFields,
  brand: object({ id: IdNumber, name: string() }),
  installmentOffer: nullable(InstallmentOffer),
  ...taxRateFields,
});
export type ListedProduct = Infer<typeof ListedProduct>;

/** How many products a category or brand has for the current term and the other filters. */
export const FacetCount = object({ id: IdNumber, count: min(integer(), 1) });
export type FacetCount = Infer<typeof FacetCount>;

/**
 * The counts beside a listing, as shops show them ('Samsung (23)'). Each facet ignores its own
 * selection, so a second brand can be picked. A value with no product is left out (count 0).
 */
export const ListingFacets = object({ categories: array(FacetCount), brands: array(FacetCount) });
export type ListingFacets = Infer<typeof ListingFacets>;

/** Past this many products a listing says 'más de 1.000' and pages only through the first ones. */
export const LISTING_TOTAL_CAP = 1000;

/**
 * PUT /api/product/filter/{pageNumber}: data. `total` is exact up to LISTING_TOTAL_CAP; past it
 * `totalCapped` is true, `total` is the cap and `totalPages` covers the cap's pages, so 'Página X / Y'
 * reaches every page it announces.
 */
export const ProductListing = object({
  products: array(ListedProduct),
  totalPages: integer(),
  total: integer(),
  totalCapped: boolean(),
  facets: ListingFacets,
});
export type ProductListing = Infer<typeof ProductListing>;
/** The whole answer of PUT /api/product/filter/{pageNumber}. */
export const ProductListingResponse = object({ ok: literal(true), data: ProductListing });

/** GET /api/product/all: the catalogue's first products (spec §7 Shop). */
export const AllProductsResponse = object({ ok: literal(true), allProducts: array(ListedProduct) });

/** GET /api/product/highlighted */
export const HighlightedProductsResponse = object({ ok: literal(true), highlightedProducts: array(ListedProduct) });

/** GET /api/product?page=&limit=: a page of the catalogue and how many pages it has. */
export const ProductPageResponse = object({ ok: literal(true), products: array(ListedProduct), totalPages: integer() });

/** GET /api/product/{id} */
export const ProductResponse = object({ ok: literal(true), product: ListedProduct });

/** PUT /api/product/category */
export const ProductsByCategoryResponse = object({ ok: literal(true), data: object({ products: array(ListedProduct) }) });

/** A product as the header's suggestions name it. */
export const SuggestedProduct = object({ id: IdNumber, name: string() });
export type SuggestedProduct = Infer<typeof SuggestedProduct>;

/** GET /api/product/search?q= */
export const SearchResponse = object({ ok: literal(true), products: array(SuggestedProduct) });

/** A category (spec §3 Category); only those 'activa' are offered. */
export const Category = object({ id: IdNumber, name: string(), status: string() });
export type Category = Infer<typeof Category>;

/** GET /api/category/all */
export const CategoriesResponse = object({ ok: literal(true), categories: array(Category) });

/** A brand (spec §3 Brand); only those 'activa' are offered. */
export const Brand = object({ id: IdNumber, name: string(), status: string() });
export type Brand = Infer<typeof Brand>;

/** GET /api/brand and /api/brand?categoryIds=a,b */
export const BrandsResponse = object({ ok: literal(true), brands: array(Brand) });

/** A promotional picture of the home carousel (spec §3 Banner): its file under /banner/ and its text. */
export const Banner = object({ id: IdNumber, url: string(), alt: string() });
export type Banner = Infer<typeof Banner>;

/** GET /api/banner/mobile and /api/banner/desktop */
export const BannersResponse = object({ ok: literal(true), banners: array(Banner) });
