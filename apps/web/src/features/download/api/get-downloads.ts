import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ResourceType } from '@lobby/contract';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { resourceSchema } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';

/** Download resources of the merchant: IOS, Android, MOBILECONFIG (iOS web-clip profile), AppDownloadIcon. */
export type DownloadResource = z.infer<typeof resourceSchema>;

export const downloadsKeys = { all: ['system', 'downloads'] as const };

const downloadsSchema = z.array(resourceSchema);

export async function fetchDownloads(signal?: AbortSignal): Promise<DownloadResource[]> {
  const raw = await http.get<unknown>(CONTENT_PATHS.downloads, { signal, silent: true });
  return downloadsSchema.parse(raw);
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
