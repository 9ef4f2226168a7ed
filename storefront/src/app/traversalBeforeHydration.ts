/**
 * Back or Forward pressed while a page is still hydrating. After a reload, the entries the page
 * pushed before it are the same document to the browser: going back to one moves the address
 * without loading it, while React is still taking over the HTML rendered for the address before.
 * React then finds the wrong page (error #418) and the router misses the move. Until hydration is
 * committed, a moved address is loaded from the server instead, as if the page had no scripts.
 */

const pathOf = (url: URL | Location) => `${url.pathname}${url.search}`;

let loadIfMoved: (() => void) | undefined;

/** From the first script on. Returns false when the address has already moved: the page loads it instead of hydrating. */
export function watchTraversalsUntilHydrated(): boolean {
  // The address this document was rendered for: its navigation's, whatever history did since.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const rendered = navigation ? pathOf(new URL(navigation.name)) : pathOf(window.location);
  const moved = () => pathOf(window.location) !== rendered;
  if (moved()) {
    window.location.reload();
    return false;
  }
  loadIfMoved = () => {
    if (moved()) window.location.reload();
  };
  window.addEventListener('popstate', loadIfMoved);
  return true;
}

/** Hydration committed: the router follows history from here (it starts listening in the same commit). */
export function hydrationCommitted() {
  if (loadIfMoved) window.removeEventListener('popstate', loadIfMoved);
  loadIfMoved = undefined;
}
