// The default export (the library's CommonJS function): every loader reads it alike — Node, Vite, and
// the style compiler, which evaluates modules that import the domain.
import xss, { type IFilterXSSOptions } from 'xss';

/**
 * Basic formatting only. No attributes at all, so no event handlers, styles or links;
 * scripts, iframes, forms and media are dropped (their text, where they have any, stays).
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

// A description never adds a second h1 to the product page nor outranks the page's sections.
const DEMOTED = new Set(['h1', 'h2']);

// The same on the server and in the browser (it needs no DOM): the back office cleans a description
// before it is stored, and the product page cleans what it shows, so a rendered page hydrates as is.
const options: IFilterXSSOptions = {
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  onTag: (tag, _html, { isClosing }) => (DEMOTED.has(tag) ? (isClosing ? '</h3>' : '<h3>') : undefined),
};

/** The catalogue's HTML, made safe to put on the page; its h1 and h2 become h3. */
export function sanitizeHtml(html: string): string {
  return xss(html, options);
}
