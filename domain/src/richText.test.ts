import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './richText';

describe('a product description made safe', () => {
  it('keeps basic formatting and drops every attribute', () => {
    expect(sanitizeHtml('<p class="x" onclick="robar()">Hola <strong style="color:red">mundo</strong></p>')).toBe('<p>Hola <strong>mundo</strong></p>');
  });

  it('drops scripts, styles and frames with their content, and other tags but their text', () => {
    const html = '<p>Uno</p><script>alert(1)</script><style>p{}</style><iframe src="https://x">y</iframe><img src=x onerror="alert(1)"><a href="javascript:alert(1)">dos</a>';
    expect(sanitizeHtml(html)).toBe('<p>Uno</p>dos');
  });

  it('turns headings that would outrank the page into h3', () => {
    expect(sanitizeHtml('<h1>Título</h1><h2>Otro</h2><h4>Menor</h4>')).toBe('<h3>Título</h3><h3>Otro</h3><h4>Menor</h4>');
  });
});
