import { queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type JobsPage = EndpointResult<typeof endpoints.jobs>;
export type Job = JobsPage['list'][number];
export type JobsQuery = EndpointQuery<typeof endpoints.jobs>;

export const jobsKey = ['ops', 'jobs'] as const;

/** A page of the install's background jobs, newest first, with each queue's depth. */
export function getJobs(query: JobsQuery, signal?: AbortSignal) {
  return api.call(endpoints.jobs, { query }, signal);
}

/** Jobs move on their own (workers, schedules): the page refreshes while it is open. */
export function jobsQueryOptions(query: JobsQuery) {
  return queryOptions({ queryKey: [...jobsKey, query], queryFn: ({ signal }) => getJobs(query, signal), refetchInterval: 10_000 });
}
