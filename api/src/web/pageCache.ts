import type { Queryable } from '../db/database';
import { freshRead } from '../modules/catalog/freshRead';
import { encodePage, type PageEncoding } from './pageEncoding';

/** The catalogue's version (migration 009): it moves when a change to products, categories, brands or banners commits. */
export async function catalogueVersion(db: Queryable): Promise<number> {
  return Number((await db.query<{ version: string }>('SELECT last_value::text AS version FROM catalogue_version', [], { prepare: 'catalogue-version' }))[0]!.version);
}

/**
 * A rendered catalogue page: its HTML, and the policy naming its inline scripts by hash (it carries
 * no nonce, so its bytes are every shopper's), compressed at most once per encoding.
 */
export type CachedPage = { status: number; headers: [string, string][]; html: Buffer; policy: string; encoded: Partial<Record<PageEncoding, Buffer>> };

/** The page's bytes in `encoding`, compressed the first time they are asked for. */
export function pageBytes(page: CachedPage, encoding: PageEncoding): Buffer {
  return (page.encoded[encoding] ??= encodePage(page.html, encoding));
}

// Enough for the home, the categories' first pages and the most visited products; the oldest go first.
const MAX_PAGES = 2_000;
// A safety net only: the catalogue's version is what invalidates a page.
const MAX_AGE_MS = 60_000;

/**
 * Catalogue pages (home, explore, a product, the static pages) depend on nothing of the shopper's
 * (cart and session live in the browser), only on the catalogue: a page rendered once serves every
 * shopper until the catalogue's version moves (migration 009; every server process reads the same
 * number), with the same bytes, compressed once.
 */
export function pageCache(db: Queryable) {
  const pages = new Map<string, CachedPage & { version: number; at: number }>();

  return {
    // One read of the version answers every request that arrives while it travels, never one older than the request.
    currentVersion: freshRead(() => catalogueVersion(db)),
    /** The page for `key` if it was rendered at this version of the catalogue. */
    read(key: string, version: number): CachedPage | undefined {
      const page = pages.get(key);
      if (!page || page.version !== version || Date.now() - page.at > MAX_AGE_MS) return undefined;
      return page;
    },
    keep(key: string, version: number, page: CachedPage) {
      pages.delete(key);
      pages.set(key, Object.assign(page, { version, at: Date.now() }));
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    },
  };
}

// The pages that show only the catalogue. Search, cart, checkout and account pages are the shopper's.
const CATALOGUE_PAGE = /^\/(home|explore|product\/\d+|queries|terms-and-conditions|policy-and-privacy|technical-service|who-are-they|repentance|baja)?$/;

/** The cache key of a request for a catalogue page, or undefined for any other. */
export function catalogueCacheKey(method: string, url: string): string | undefined {
  if (method !== 'GET') return undefined;
  const pathname = url.split('?')[0]!;
  return CATALOGUE_PAGE.test(pathname) ? url : undefined;
}
