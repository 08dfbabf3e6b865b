import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, whenSessionEnds } from '../shared/api/http';
import { i18n } from '../shared/i18n/i18n';
import { adminRoutes } from './routes';

export const ADMIN_BASENAME = '/admin';

/** Answers are the server's word: a refusal is shown, not retried; a lost network is tried again once. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => error instanceof ApiError && error.code === 'NETWORK' && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

type Router = ReturnType<typeof createBrowserRouter>;

/** The console: its data cache, its language, and a return to the login whenever the session ends. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  useState(() =>
    whenSessionEnds(() => {
      queryClient.clear();
      void router.navigate('/login', { replace: true, state: { sessionEnded: true } });
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function createAdminRouter(): Router {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
