import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { Providers } from './providers';
import { StatusGate } from './status/status-gate';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ client, router }: { client: QueryClient; router: AppRouter }) {
  return (
    <Providers client={client}>
      <StatusGate>
        <RouterProvider router={router} />
      </StatusGate>
    </Providers>
  );
}
