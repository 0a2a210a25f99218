import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REWARD_PATHS } from '@lobby/contract/paths';
import { rewardClaimSchema, type RewardClaim } from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { rewardKeys } from './keys';

export async function claimReward(key: string): Promise<RewardClaim> {
  return rewardClaimSchema.parse(await api.post(REWARD_PATHS.rewardClaim, { body: { key }, silent: true }));
}

export async function claimTask(taskId: number): Promise<RewardClaim> {
  return rewardClaimSchema.parse(await api.post(REWARD_PATHS.taskClaim, { body: { taskId }, silent: true }));
}

/** After a claim (or a refusal: the list may be out of date) the rewards, tasks and balances are read again. */
function useAfterClaim() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rewardKeys.all }),
      client.invalidateQueries({ queryKey: walletKeys.all }),
    ]);
}

export function useClaimReward() {
  const after = useAfterClaim();
  return useMutation({ mutationFn: claimReward, onSettled: after });
}

export function useClaimTask() {
  const after = useAfterClaim();
  return useMutation({ mutationFn: claimTask, onSettled: after });
}
