import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCachedQueryData } from '@/shared/api/cached-query';
import type { SystemStatus } from '@lobby/contract';
import { SYSTEM_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { ApiError } from '@/shared/lib/http';
import { getMerchant, rememberMerchant } from '@/shared/lib/merchant';
import { readCachedStatus, writeCachedStatus } from './status-cache';
import { validateStatus } from './validate-status';
import { isServerPage } from '@/shared/lib/ssr-state';

export const STATUS_REFRESH_MS = 60_000;

export const statusKeys = { all: ['system', 'status'] as const };

export async function fetchStatus(signal?: AbortSignal): Promise<SystemStatus> {
  // Silent: the gate has its own full-screen error, and a background refresh failing every minute while
  // offline must not spam toasts over a page that still works from the cache.
  const raw = await api.get(SYSTEM_PATHS.status, { signal, silent: true });
  let status: SystemStatus;
  try {
    status = validateStatus(raw);
  } catch (cause) {
    console.error('system status does not match the contract', cause);
    throw new ApiError({ status: 200, errorCode: 'response.invalid', message: 'Unknown error' });
  }
  writeCachedStatus(status);
  // Without ?merchant= the server picked the tenant from the host; talk as that tenant from now on.
  if (!getMerchant()) rememberMerchant(status.info.merchantCode);
  return status;
}

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusKeys.all,
    queryFn: ({ signal }) => fetchStatus(signal),
    // Functions, so storage is read once when the query is created rather than on every render.
    // Not on a server page: it showed the server's answer.
    initialData: () => (isServerPage() ? undefined : readCachedStatus()?.value),
    // The stored copy always counts as old: it paints first and the network confirms right after (and then
    // every minute). A server-rendered page's answer is fresh, and is not asked for again on mount.
    initialDataUpdatedAt: 0,
    staleTime: 15_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: STATUS_REFRESH_MS,
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}

/**
 * Status info for components below the gate, where the gate guarantees a value. It reads the answer the
 * gate's query keeps fresh rather than observing the query itself: a page shows it in hundreds of places
 * (every tile's image base, every amount's currency).
 */
export function useStatusInfo(): SystemStatus['info'] | undefined {
  return useCachedQueryData<SystemStatus, SystemStatus['info'] | undefined>(statusKeys.all, selectInfo);
}

const selectInfo = (status: SystemStatus | undefined) => status?.info;
