import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/lib/http';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry; a dropped connection or a 5xx may.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
