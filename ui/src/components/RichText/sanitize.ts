import { FilterXSS } from 'xss';

/**
 * Basic formatting only. No attributes at all, so no event handlers, styles or links;
 * scripts, iframes, forms and media are dropped (their text, where they have any, stays).
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

// A description never adds a second h1 to the product page nor outranks the page's sections.
const DEMOTED = new Set(['h1', 'h2']);

// The same on the server and in the browser (it needs no DOM), so a rendered page hydrates as is.
const filter = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  onTag: (tag, html, { isClosing }) => (DEMOTED.has(tag) ? (isClosing ? '</h3>' : '<h3>') : undefined),
});

/** The catalogue's HTML, made safe to put on the page; its h1 and h2 become h3. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
