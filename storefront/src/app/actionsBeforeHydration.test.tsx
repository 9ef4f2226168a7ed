// @vitest-environment jsdom
import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beforeHydrationScript, hydrationDone } from './actionsBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A product page in small: a cart button, a filter box and a search field, all held by React state. */
function Page() {
  const [inCart, setInCart] = useState(false);
  const [samsung, setSamsung] = useState(false);
  const [term, setTerm] = useState('');
  useLayoutEffect(hydrationDone, []);
  return (
    <main>
      <button type="button" onClick={() => setInCart((was) => !was)}>
        {inCart ? 'Quitar del carrito' : 'Agregar al carrito'}
      </button>
      <label>
        <input type="checkbox" checked={samsung} onChange={(event) => setSamsung(event.target.checked)} /> Samsung
      </label>
      <input aria-label="Buscar" value={term} onChange={(event) => setTerm(event.target.value)} />
      <output>{`${samsung ? 'con' : 'sin'} Samsung, buscando «${term}»`}</output>
    </main>
  );
}

/** The page as the server sends it, with the keeper run from its inline script's text (so it needs nothing else). */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const script = /<script nonce="n">(.*)<\/script>/s.exec(beforeHydrationScript('n'))![1]!;
  new Function(script)();
  return container;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 120)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a shopper does before the page is hydrated', () => {
  it('keeps a tap and a ticked box until React listens, then gives them back once', async () => {
    const container = serverPage();
    const add = container.querySelector('button')!;
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    // Tapped twice by an impatient thumb, and the filter ticked, while nothing listens.
    add.click();
    add.click();
    box.click();
    expect(box.checked).toBe(false);
    expect(add.textContent).toBe('Agregar al carrito');

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await flush();
    expect(add.textContent).toBe('Quitar del carrito');
    expect(box.checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('con Samsung, buscando «»');

    // From then on a tap is React's alone: the keeper no longer stands in the way.
    await act(async () => add.click());
    expect(add.textContent).toBe('Agregar al carrito');
  });

  it('hands over what was typed before hydration, so the page acts on the text it shows', async () => {
    const container = serverPage();
    const search = container.querySelector<HTMLInputElement>('input[aria-label="Buscar"]')!;
    search.value = 'auriculares';
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await flush();
    expect(search.value).toBe('auriculares');
    expect(container.querySelector('output')!.textContent).toBe('sin Samsung, buscando «auriculares»');
  });

  it('writes the nonce of the answer on the script, and none without one', () => {
    expect(beforeHydrationScript('abc')).toMatch(/^<script nonce="abc">\(function/);
    expect(beforeHydrationScript(undefined)).toMatch(/^<script>/);
  });
});
