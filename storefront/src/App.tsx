import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { LinkComponentProvider, ToastProvider } from '@tienda/ui';
import { RouterLink } from './app/RouterLink';
import { createRouter } from './app/router';

const queryClient = new QueryClient({
  defaultOptions: {
    // One retry hides a passing blip; more would keep a shopper waiting on a server that is down.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <LinkComponentProvider linkComponent={RouterLink}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </LinkComponentProvider>
    </QueryClientProvider>
  );
}
