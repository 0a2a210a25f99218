import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceType } from '@lobby/contract';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { resourceListSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';

/** Download resources of the merchant: IOS, Android, MOBILECONFIG (iOS web-clip profile), AppDownloadIcon. */
export type DownloadResource = PlayerResult<'GET', typeof CONTENT_PATHS.downloads>[number];

export const downloadsKeys = { all: ['system', 'downloads'] as const };

export async function fetchDownloads(signal?: AbortSignal): Promise<DownloadResource[]> {
  const raw = await api.get(CONTENT_PATHS.downloads, { signal, silent: true });
  return resourceListSchema.parse(raw);
}

export function downloadsQueryOptions() {
  return queryOptions({
    queryKey: downloadsKeys.all,
    queryFn: ({ signal }) => fetchDownloads(signal),
    // Merchant configuration: changes with a release of the apps, not within a visit.
    staleTime: 10 * 60_000,
  });
}

/**
 * The resources, from their endpoint; until it answers (or if it fails) the copy in the status answer,
 * which the gate guarantees, so the download buttons never wait on a second request.
 */
export function useDownloads(fallback: readonly DownloadResource[] = []) {
  const query = useQuery(downloadsQueryOptions());
  return query.data ?? fallback;
}

export function resourceUrl(resources: readonly DownloadResource[], type: ResourceType): string | undefined {
  return resources.find((r) => r.resourceType === type && r.url)?.url;
}
