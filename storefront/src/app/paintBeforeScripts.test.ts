import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { beforeHydrationScript } from './actionsBeforeHydration';
import { paintBeforeScripts } from './paintBeforeScripts';

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(paintBeforeScripts('n')));

describe('paintBeforeScripts', () => {
  it("drops the head's module preloads, ends the head with the keeper of early taps, and leaves the rest as it was, however the chunks fall", async () => {
    const page =
      '<!DOCTYPE html><html><head><title>Pava eléctrica</title><link rel="preload" as="font" href="/a.woff2"/>' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" href="/assets/home.js"/>' +
      '<link rel="stylesheet" href="/assets/styles.css"/></head><body><h1>Pava eléctrica</h1>' +
      '<script type="module" async="">import "/assets/home.js";</script><link rel="modulepreload" href="/late.js"/></body></html>';
    const bytes = Buffer.from(page);
    const expected = page
      .replace('<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" href="/assets/home.js"/>', '')
      .replace('</head>', `${beforeHydrationScript('n')}</head>`);
    // Cut everywhere, through the middle of a tag, of '</head>' and of an 'é' (two bytes).
    for (const cut of [1, 40, bytes.indexOf('</head>') + 3, bytes.indexOf('é') + 1, bytes.length - 1]) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('passes on a page that never closes its head untouched', async () => {
    expect(await through([Buffer.from('<html><head><link rel="modulepreload" href="/x.js"/>')])).toBe('<html><head><link rel="modulepreload" href="/x.js"/>');
  });
});
