import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { operatorsKey } from './get-operators';

export type OperatorChange = EndpointBody<typeof endpoints.updateOperator>;

/** Changes an operator's role, merchants or name, disables them or resets their second factor. */
export function updateOperator({ username, change }: { username: string; change: OperatorChange }) {
  return api.call(endpoints.updateOperator, { params: { username }, body: change });
}

export function useUpdateOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOperator, onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey }) });
}
