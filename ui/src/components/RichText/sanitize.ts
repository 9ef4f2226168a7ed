import DOMPurify from 'dompurify';

/**
 * Basic formatting only. No attributes at all, so no event handlers, styles or links;
 * scripts, iframes, forms and media are dropped (their text, where they have any, stays).
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

/**
 * The catalogue's HTML, made safe to put on the page. Its h1 and h2 become h3, so a
 * description never adds a second h1 to the product page nor outranks the page's sections.
 */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], RETURN_DOM_FRAGMENT: true });
  for (const heading of fragment.querySelectorAll('h1, h2')) {
    const demoted = document.createElement('h3');
    demoted.append(...heading.childNodes);
    heading.replaceWith(demoted);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
