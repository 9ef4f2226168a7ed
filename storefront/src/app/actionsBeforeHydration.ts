/**
 * What a shopper does on a page before React has taken it over. The page paints before its scripts
 * run (paintBeforeScripts), so on a slow phone 'Agregar al carrito', a filter or 'Continuar' can be
 * tapped while nothing listens yet, and React drops a tap it cannot hydrate for at once (a part
 * still rendering or waiting for its code). A small script at the top of the page keeps those taps
 * and gives them back once the page is React's; text typed meanwhile is handed over too.
 */

/** What a tap may act on: buttons and the controls that change state. Links work without scripts. */
const TAPPABLE =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]:not(input), [role="option"]';

/** The text fields whose typing React would not see: their value differs from the one the server sent. */
const TYPABLE = 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="password"], input[type="number"], textarea';

type Keeper = { hydrated: () => void };
type KeeperWindow = Window & { __tiendaBeforeHydration?: Keeper };

/**
 * Runs in the page's head, before any of its scripts: it is written out whole (see
 * `beforeHydrationScript`), so it refers to nothing outside itself.
 */
export function keepActionsUntilHydrated(tappable: string, typable: string) {
  const kept: Element[] = [];
  // A node React has rendered and committed carries its props under a key of its own.
  const isReacts = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(tappable) : null;
    // Until the commit, even a node React has rendered may not answer yet: every tap is kept.
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Two taps before the page answers are one wish: 'Agregar' twice must not add and take away.
    if (!kept.includes(target)) kept.push(target);
  };
  window.addEventListener('click', keep, true);

  /** Typed before React listened: React's tracker holds the typed value, so it is moved back and typed again. */
  const handOverTyping = () => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typable)) {
      if (field.value === field.defaultValue || !isReacts(field)) continue;
      const typed = field.value;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };

  let tries = 0;
  const replay = () => {
    for (const target of [...kept]) {
      if (target.isConnected && !isReacts(target)) continue;
      kept.splice(kept.indexOf(target), 1);
      if (target.isConnected) (target as HTMLElement).click();
    }
    // A part still waiting for its code or data hydrates a moment later; a tap is not kept forever.
    if (kept.length > 0 && ++tries < 100) setTimeout(replay, 50);
  };

  (window as KeeperWindow).__tiendaBeforeHydration = {
    hydrated() {
      window.removeEventListener('click', keep, true);
      // Now, in the commit: the next render of a field (the page's first update) would write its empty state over the text.
      handOverTyping();
      // After the commit's own effects, so the handlers just attached see the taps.
      setTimeout(replay);
    },
  };
}

/** The keeper as an inline script for the page's head, allowed by this answer's nonce. */
export function beforeHydrationScript(nonce: string | undefined): string {
  const source = `(${keepActionsUntilHydrated.toString()})(${JSON.stringify(TAPPABLE)},${JSON.stringify(TYPABLE)})`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${source}</script>`;
}

/** Hydration is committed (the page's effects run): what was kept is given to React. */
export function hydrationDone() {
  const keeper = (window as KeeperWindow).__tiendaBeforeHydration;
  delete (window as KeeperWindow).__tiendaBeforeHydration;
  keeper?.hydrated();
}
