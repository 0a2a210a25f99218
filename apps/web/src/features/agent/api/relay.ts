import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import { relayResultSchema, type RelayBody, type RelayResult } from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { agentKeys } from './get-agent-home';

/** Pays from the agent's cash into a team member's (the request id makes a retry harmless). */
export async function relay(body: RelayBody): Promise<RelayResult> {
  return relayResultSchema.parse(await api.post(AGENT_PATHS.relay, { body, silent: true }));
}

export function useRelay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: relay,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: agentKeys.all }), client.invalidateQueries({ queryKey: walletKeys.all })]),
  });
}
