import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

const pageHref = (page: number) => (page === 1 ? '/explore' : `/explore?page=${page}`);

// What a crawler and a visitor without JavaScript get from the server.
describe('Pagination with pageHref', () => {
  it('links the arrows that lead somewhere', () => {
    const html = renderToString(createElement(Pagination, { page: 2, totalPages: 3, pageHref }));
    expect(html).toMatch(/<a [^>]*href="\/explore"[^>]*rel="prev"[^>]*aria-label="Página anterior"/);
    expect(html).toMatch(/<a [^>]*href="\/explore\?page=3"[^>]*rel="next"[^>]*aria-label="Página siguiente"/);
    expect(html).not.toContain('<button');
  });

  it('keeps a disabled button at each end', () => {
    const first = renderToString(createElement(Pagination, { page: 1, totalPages: 3, pageHref }));
    expect(first).toMatch(/<button [^>]*aria-label="Página anterior"[^>]*disabled=""/);
    expect(first).toContain('href="/explore?page=2"');
    const last = renderToString(createElement(Pagination, { page: 3, totalPages: 3, pageHref }));
    expect(last).toMatch(/<button [^>]*aria-label="Página siguiente"[^>]*disabled=""/);
  });

  it('without pageHref: buttons, as before', () => {
    const html = renderToString(createElement(Pagination, { page: 2, totalPages: 3, onPageChange: () => {} }));
    expect(html).not.toContain('<a ');
    expect(html.match(/<button/g)).toHaveLength(2);
  });
});
