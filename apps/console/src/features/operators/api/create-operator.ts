import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { operatorsKey } from './get-operators';

export type NewOperator = EndpointBody<typeof endpoints.createOperator>;

/** Adds an operator; without a password the server makes a one-time one and answers it once. */
export function createOperator(body: NewOperator) {
  return api.call(endpoints.createOperator, { body });
}

export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createOperator, onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey }) });
}
