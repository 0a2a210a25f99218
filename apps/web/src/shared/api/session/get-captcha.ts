import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { captchaResultSchema } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

export interface Captcha {
  captchaId: string;
  /** data: URI of the SVG image */
  src: string;
  expiresAt: number;
}

/** Image captchas for login (after a failure) and registration. Each one is single use. */
export const captchaKeys = { all: ['captcha'] as const, of: (purpose: string) => ['captcha', purpose] as const };

export async function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const raw = await api.get(ACCOUNT_PATHS.captcha, { signal });
  const { cap, captchaId, expiresAt } = captchaResultSchema.parse(raw);
  return { captchaId, src: `data:image/svg+xml;base64,${cap}`, expiresAt };
}

export function captchaQueryOptions(purpose: string) {
  return queryOptions({
    queryKey: captchaKeys.of(purpose),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    // A captcha is used up by one attempt and dies after 2 minutes: never reuse one from the cache.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
    // Single use and the person's own: asked for by their browser, never put into a server-rendered page.
    meta: { serverRender: false },
  });
}

/** `enabled` false keeps the image hidden and unrequested (login shows it only after a failure). */
export function useCaptcha(purpose: string, enabled = true) {
  return useQuery({ ...captchaQueryOptions(purpose), enabled });
}
