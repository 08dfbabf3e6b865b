import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { SlowLoadNotice } from '../shared/system/slow-load';
import { StartupGate } from './startup/startup-gate';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** Providers, then the startup gate; the router renders only once the root screen is the app. */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StartupGate>
          <RouterProvider router={router} />
        </StartupGate>
        <SlowLoadNotice />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
