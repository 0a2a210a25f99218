import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '@/shared/lib/session';
import { createQueryClient } from './query-client';
import { createConsoleRouter } from './router';

export function App({ router }: { router?: ReturnType<typeof createConsoleRouter> }) {
  const [queryClient] = useState(createQueryClient);
  const [appRouter] = useState(() => router ?? createConsoleRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={appRouter} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
