import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The theme first: its fonts and variables are every page's.
import '@tienda/ui/theme';
import { LinkComponentProvider, ToastProvider } from '@tienda/ui';
import { keys } from './app/queries';
import { RouterLink } from './app/RouterLink';
import { router } from './router';

// Staff work on fresh numbers: a list is asked again when they come back to the tab. Every change
// the staff make writes a line in the audit log, so any change done makes the log's pages stale.
const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 10_000 } },
  mutationCache: new MutationCache({ onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.audit }) }),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LinkComponentProvider linkComponent={RouterLink}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </LinkComponentProvider>
    </QueryClientProvider>
  </StrictMode>,
);
