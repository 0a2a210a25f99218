import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // 401/403/4xx are answers, not hiccups: retry only network failures and 5xx, once.
        retry: (count, error) => count < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
    },
  });
}
