import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { LinkComponentProvider, ToastProvider } from '@tienda/ui';
// The theme first: its fonts and variables are the page's, whatever route comes.
import '@tienda/ui/theme';
import regularFont from '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2?url';
import semiBoldFont from '@fontsource/nunito-sans/files/nunito-sans-latin-600-normal.woff2?url';
import boldFont from '@fontsource/nunito-sans/files/nunito-sans-latin-700-normal.woff2?url';
import { RouterLink } from './app/RouterLink';
import { RouteError } from './app/RouteError';
import { company } from './app/company';
import { SHOP_DESCRIPTION } from './app/pageHead';
import { hydrationDone } from './app/actionsBeforeHydration';
import { hydrationCommitted } from './app/traversalBeforeHydration';

declare module 'react-router' {
  interface AppLoadContext {
    /** The shop's public address (PUBLIC_URL), for canonical and shared links. */
    publicUrl: string;
  }
}

// The theme's three text weights, which every page shows at once: the first paint uses the shop's
// font, nothing reflows when a weight arrives late.
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...[regularFont, semiBoldFont, boldFont].map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' as const })),
];

export const loader = ({ context }: LoaderFunctionArgs) => ({ publicUrl: context?.publicUrl ?? '' });

// The shop's address never changes while a page is open: moving between pages never asks the server again.
export const shouldRevalidate = () => false;

export const meta: MetaFunction = () => [{ title: company.shopName }, { name: 'description', content: SHOP_DESCRIPTION }];

export function Layout({ children }: { children: ReactNode }) {
  // Runs in hydration's commit, just before the router starts following history.
  useLayoutEffect(() => {
    hydrationCommitted();
    hydrationDone();
  }, []);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The API answers the pages on the way were rendered with, as one state: the boundary above the
 * app is always the same element, so moving between pages never remounts what is below it.
 */
function usePrefetched(): DehydratedState {
  const matches = useMatches();
  return useMemo(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => (match.loaderData as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState?.queries ?? []),
    }),
    [matches],
  );
}

export default function App() {
  // One cache per page load in the browser, and per request on the server.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // One retry hides a passing blip; more would keep a shopper waiting on a server that is down.
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  const prefetched = usePrefetched();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={prefetched}>
        <LinkComponentProvider linkComponent={RouterLink}>
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </LinkComponentProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
