import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import { teamMemberSchema, type CreateDownline, type TeamMember } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { agentKeys } from './get-agent-home';

/** Opens a player or sub-agent account under the signed-in agent. */
export async function createDownline(input: CreateDownline): Promise<TeamMember> {
  return teamMemberSchema.parse(await api.post(AGENT_PATHS.teamMember, { body: input, silent: true }));
}

export function useCreateDownline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDownline, onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }) });
}
