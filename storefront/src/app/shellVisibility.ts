/** What the shell shows around a page (spec §2 Shell behaviour). */
export type ShellVisibility = { filterBar: boolean; searchBar: boolean; footer: boolean };

// The first path segment of each page the rules name.
const AUTH_PAGES = ['login', 'verify-email', 'register', 'second-step'];
const FOCUSED_MOBILE_PAGES = ['login', 'cart', 'register', 'create-profile', 'payment', 'delivery', 'payment-method', 'loans', 'summary', 'success', 'failure'];

/** Whether the shell's filter bar belongs on this page at desktop widths (it never shows on phones). */
export const showsDesktopFilterBar = (pathname: string) => !AUTH_PAGES.includes(pathname.split('/')[1] ?? '');

export function shellVisibility(pathname: string, desktop: boolean): ShellVisibility {
  const page = pathname.split('/')[1] ?? '';
  const focusedPage = FOCUSED_MOBILE_PAGES.includes(page);
  return {
    filterBar: desktop ? !AUTH_PAGES.includes(page) : !focusedPage,
    // "Search bar hidden on the same checkout/auth pages", at every width.
    searchBar: !focusedPage,
    footer: desktop ? !AUTH_PAGES.includes(page) : true,
  };
}
