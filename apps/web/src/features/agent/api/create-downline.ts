import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import { teamMemberSchema, type CreateDownline, type TeamMember } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';
import { agentKeys } from './get-agent-home';

/** Opens a player or sub-agent account under the signed-in agent. */
export async function createDownline(input: CreateDownline): Promise<TeamMember> {
  return teamMemberSchema.parse(await http.post<unknown>(AGENT_PATHS.teamMember, input, { silent: true }));
}

export function useCreateDownline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDownline, onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }) });
}
