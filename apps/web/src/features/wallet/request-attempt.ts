import { useRef } from 'react';
import { isApiError } from '@/shared/lib/http';
import { newRequestId } from '@/shared/lib/money';

/**
 * The request id of one money attempt. The same details sent again after no answer (network, a 5xx) reuse
 * the id, so the server answers the first result instead of moving money twice; other details, or any
 * definite answer (done, refused), start a new attempt with a fresh id.
 */
export function useRequestAttempt() {
  const attempt = useRef<{ key: string; id: string } | null>(null);
  return {
    idFor(key: string): string {
      if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
      return attempt.current.id;
    },
    settle(error?: unknown): void {
      const unanswered = isApiError(error) && (error.status === 0 || error.status >= 500);
      if (!unanswered) attempt.current = null;
    },
  };
}
