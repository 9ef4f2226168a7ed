import { escapeMarkup } from '../../seed/markup';

/** One address of a sitemap (sitemaps.org protocol 0.9); lastmod is a W3C datetime. */
export type SitemapEntry = { loc: string; lastmod?: string };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** PUBLIC_URL joined to an absolute path, without a doubled slash when PUBLIC_URL ends in one. */
export function absoluteUrl(publicUrl: string, path: string): string {
  // A loop, not /\/+$/: that pattern retries from every slash, quadratic on a run of them.
  let end = publicUrl.length;
  while (end > 0 && publicUrl[end - 1] === '/') end--;
  return publicUrl.slice(0, end) + path;
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  // Built as one array joined once: parts run to 50,000 entries.
  return list
    .map(({ loc, lastmod }) => `<${tag}><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`)
    .join('\n');
}

/** A sitemap: the pages themselves. */
export function urlSet(urls: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** A sitemap index: the sitemaps that hold the pages. */
export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}
