import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { AppShell, type NavSection } from '@tienda/ui';
import { itemCount, SEARCH_DELAY_MS, STORES } from '@tienda/domain';
import { useCart } from '../state/cart';
import { company } from './company';
import { useSignedIn } from './auth';
import { SessionWatcher } from './SessionWatcher';
import { AddToLoanPrompt } from './useAddToCart';
import { brandsQuery, categoriesQuery, configQuery, useCategories, useSeller, useSuggestions } from './queries';
import { browserNavigation, prefetch } from './prefetch';
import { readFilters } from './filterParams';
import { shellVisibility, showsDesktopFilterBar } from './shellVisibility';
import { ShopFilterBar } from './ShopFilterBar';
import { useDesktopWindow } from './useDesktopWindow';
import { productHref } from './productCards';

const sectionOf = (pathname: string): NavSection | undefined => {
  const page = pathname.split('/')[1];
  if (page === '' || page === 'home') return 'home';
  if (page === 'explore' || page === 'search') return 'explore';
  if (page === 'queries') return 'queries';
  if (page === 'profile') return 'profile';
  return undefined;
};

/** The header's categories, the filter bar's brands and the seller every page names, for the page the server renders. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch((queryClient) => {
    const { categoryIds } = readFilters(new URL(request.url).searchParams);
    return Promise.all([
      queryClient.prefetchQuery(categoriesQuery()),
      queryClient.prefetchQuery(brandsQuery(categoryIds)),
      queryClient.prefetchQuery(configQuery()),
    ]);
  });

export const clientLoader = browserNavigation;

/** The frame of every page: the shell's header, filter bar, footer and navigation around the route. */
export default function ShopLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const desktop = useDesktopWindow();
  const visibility = shellVisibility(pathname, desktop);
  const cart = useCart();
  const authenticated = useSignedIn();
  const [term, setTerm] = useState('');
  const suggestions = useSuggestions(term);
  const categories = useCategories();
  const seller = useSeller();

  // Each page starts at its top (spec §2 Shell), on a move to another page only: run on hydration,
  // it would scroll the page under a thumb that is already tapping it. A block body: Chromium's
  // scrollTo returns a promise, which React would take for a cleanup function.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  // Spec §2: Enter or a click goes to /search after a 500 ms pause.
  const later = (to: string) => window.setTimeout(() => navigate(to), SEARCH_DELAY_MS);
  const categoryHref = (id: number) => `/explore?category=${id}`;

  return (
    <AppShell
      shopName={company.shopName}
      currentSection={sectionOf(pathname)}
      showSearch={visibility.searchBar}
      // The bar is the desktop form of the filters (the shell hides it on phones, by CSS);
      // phones reach them through Explore's 'Filtros' modal.
      showFilterBar={showsDesktopFilterBar(pathname)}
      showFooter={visibility.footer}
      header={{
        categories: categories.data ?? [],
        categoryHref,
        cartCount: itemCount(cart),
        authenticated,
        suggestions: term ? (suggestions.data ?? []) : [],
        suggestionsLoading: suggestions.isFetching,
        onSearchChange: setTerm,
        action: '/search',
        onSubmitSearch: (q) => later(`/search?q=${encodeURIComponent(q)}`),
        onSelectSuggestion: (id) => later(productHref(id)),
      }}
      footer={{ seller, whatsapp: company.whatsapp, storeCount: STORES.length }}
      filterBar={
        <Suspense fallback={null}>
          {/* Rendered on the server, the bar would make a phone fetch its code to hydrate a bar its CSS
              hides: it mounts on a desktop window only (the server and hydration take every window
              for a phone's), and the shell keeps its height from the first paint. */}
          {desktop && <ShopFilterBar />}
        </Suspense>
      }
    >
      <SessionWatcher />
      <AddToLoanPrompt />
      <Outlet />
    </AppShell>
  );
}
