import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARD_PATHS } from '@lobby/contract/paths';
import { tasksSchema, type Tasks } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { rewardKeys } from './keys';

/** Today's and this week's tasks with live progress. */
export async function fetchTasks(signal?: AbortSignal): Promise<Tasks> {
  return tasksSchema.parse(await api.get(REWARD_PATHS.tasks, { signal, silent: true }));
}

export function tasksQueryOptions() {
  return queryOptions({ queryKey: rewardKeys.tasks, queryFn: ({ signal }) => fetchTasks(signal) });
}

export function useTasks(enabled = true) {
  // Progress moves while the member plays elsewhere: look again when they come back to the screen.
  return useQuery({ ...tasksQueryOptions(), enabled, refetchOnMount: 'always' });
}
