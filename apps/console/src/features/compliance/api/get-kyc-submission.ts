import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { kycSubmissionsKey } from '@/shared/api/get-kyc-submissions';

export type KycSubmissionDetail = EndpointResult<typeof endpoints.kycSubmission>;
export type KycDocument = KycSubmissionDetail['documents'][number];

/** Under the lists' key: a decision refreshes the submission and every list with it. */
export const kycSubmissionKey = (id: number) => [...kycSubmissionsKey, 'one', id] as const;

/** One submission with its documents (their facts; the bytes are fetched by the browser) and the checker's findings. */
export function getKycSubmission(id: number, signal?: AbortSignal) {
  return api.call(endpoints.kycSubmission, { params: { id } }, signal);
}

export function kycSubmissionQueryOptions(id: number) {
  return queryOptions({
    queryKey: kycSubmissionKey(id),
    queryFn: ({ signal }) => getKycSubmission(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * A document's bytes as the browser fetches them itself (an <img>, an <object>, a link): the session cookie
 * authenticates the request, the server audits each read and forbids caching.
 */
export function kycDocumentUrl(id: number): string {
  return api.url(endpoints.kycDocument, { params: { id } });
}
