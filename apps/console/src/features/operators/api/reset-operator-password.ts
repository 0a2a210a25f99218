import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { operatorsKey } from './get-operators';

/** Gives an operator a one-time password (shown once); their sessions end. */
export function resetOperatorPassword(username: string) {
  return api.call(endpoints.resetOperatorPassword, { params: { username } });
}

export function useResetOperatorPassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetOperatorPassword, onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey }) });
}
