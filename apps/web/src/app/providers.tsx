import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_ROOT, useSessionStore } from '@/shared/lib/session';
import { Toaster } from './shell/toaster';

/**
 * When the session ends (logout, 401) or another person signs in, the previous account's balance, member
 * info and rank must not flash on screen: every account query is dropped.
 */
function useDropAccountQueries(client: QueryClient): void {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        const before = previous.info;
        const after = state.info;
        if (before && (!after || after.userName !== before.userName || after.merchantCode !== before.merchantCode)) {
          client.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
        }
      }),
    [client],
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useDropAccountQueries(client);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
