import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { jobsKey } from './get-jobs';

/** A failed job back to its queue, to run now. */
export function retryJob(id: string) {
  return api.call(endpoints.jobRetry, { params: { id } });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSuccess: () => client.invalidateQueries({ queryKey: jobsKey }) });
}
